// Choosing many halls on a phone (issue 13): a whole campus at once, and a search that narrows the list.

/** `selected` with every one of `group` added (on) or removed (off), in catalog `order`. */
export function setGroup(
  selected: readonly string[],
  group: readonly string[],
  on: boolean,
  order: readonly string[],
): string[] {
  const set = new Set(selected);
  for (const value of group) {
    if (on) set.add(value);
    else set.delete(value);
  }
  const ordered = order.filter((v) => set.has(v));
  return [...ordered, ...[...set].filter((v) => !order.includes(v))];
}

/** How many of `group` are chosen: none, some or all (a campus's "All" box shows it). */
export function groupState(selected: readonly string[], group: readonly string[]): 'none' | 'some' | 'all' {
  const chosen = group.filter((v) => selected.includes(v)).length;
  if (chosen === 0) return 'none';
  return chosen === group.length ? 'all' : 'some';
}

/** Letters and digits only, lower case: "B.E.S.T." is found by "best", "McCormick" by "mccor". */
const fold = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Whether a hall's name matches what was typed in the search box (every typed word must appear). */
export function matchesSearch(name: string, query: string): boolean {
  const words = query.split(/\s+/).map(fold).filter(Boolean);
  const folded = fold(name);
  return words.every((word) => folded.includes(word));
}
