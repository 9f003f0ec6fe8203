// A count with its noun in the right number: "1 match", "2 matches" (issue 39 found "1 matches").

/** The noun for `n`: `one` for exactly 1, else `many` (by default `one` + "s"). */
export function noun(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

/** `n` and its noun: "1 match", "0 matches", "3 students". */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${noun(n, one, many)}`;
}
