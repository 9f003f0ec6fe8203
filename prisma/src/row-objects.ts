// Rows as objects of one shape per statement (ADR 275). node-postgres builds each row by storing every
// column under its name, a string read off the wire: V8 looked each name up in its string table on
// every store (~3 % of the gateway's CPU per computed matches read), and the rows came out as
// dictionary-mode objects, slow for every later read of a field. Here the rows come as arrays and one
// constructor per list of columns, made once, builds them as object literals: a fixed shape, with the
// names as constants.

type RowOf = (values: readonly unknown[]) => Record<string, unknown>;

const constructors = new Map<string, RowOf>();

function constructorOf(names: readonly string[]): RowOf {
  const key = names.join('\u0000');
  let make = constructors.get(key);
  if (make === undefined && names.includes('__proto__')) {
    // in a literal that name would set the prototype: such rows are built key by key, as own properties
    make = (values) => {
      const row: Record<string, unknown> = {};
      for (const [i, name] of names.entries()) {
        Object.defineProperty(row, name, {
          value: values[i],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return row;
    };
    constructors.set(key, make);
  }
  if (make === undefined) {
    // the names go in as JSON string literals: any column name is safe
    const body = names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(',\n');
    make = new Function('v', `return {\n${body}\n};`) as RowOf;
    constructors.set(key, make);
  }
  return make;
}

/** `rows` (each an array in the order of `fields`) as objects keyed by the fields' names. */
export function rowObjects<Row>(fields: readonly { name: string }[], rows: readonly unknown[][]): Row[] {
  const make = constructorOf(fields.map((field) => field.name));
  const out = new Array<Row>(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = make(rows[i]!) as Row;
  return out;
}
