import { describe, expect, it } from 'vitest';
import { MAX_OPERATION_NAMES, operationLabel } from './request-metrics.ts';

describe('the GraphQL operation label', () => {
  it('keeps a resolved name, folds unresolved and malformed ones', () => {
    expect(operationLabel('MyMatches')).toBe('MyMatches');
    expect(operationLabel(undefined)).toBe('other');
    expect(operationLabel('')).toBe('anonymous');
    expect(operationLabel('x'.repeat(65))).toBe('other');
  });

  it('names at most MAX_OPERATION_NAMES operations; later new names are `other`', () => {
    for (let i = 0; i < MAX_OPERATION_NAMES + 20; i++) operationLabel(`Op${i}`);
    expect(operationLabel('MyMatches')).toBe('MyMatches');
    expect(operationLabel(`Op${MAX_OPERATION_NAMES + 10}`)).toBe('other');
    expect(operationLabel('BrandNew')).toBe('other');
  });
});
