// The schema is the campus developers' reference (docs/decisions/060): every type, field, argument
// and enum value a client can see carries a description, so the published SDL documents itself.
import { graphql } from './graphql-cjs.ts';
import { describe, expect, it } from 'vitest';
import { schema } from './index.ts';

const { isEnumType, isInputObjectType, isInterfaceType, isObjectType } = graphql;

function undocumented(): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (!type.description?.trim()) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  return missing;
}

describe('schema documentation', () => {
  it('describes every type, field, argument and enum value', () => {
    expect(undocumented()).toEqual([]);
  });
});
