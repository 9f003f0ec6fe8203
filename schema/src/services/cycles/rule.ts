// The 3-way swap rule on plain listing rows (docs/decisions/040-three-way-swaps.md), used to re-check a
// cycle on fresh database rows before it is offered: the searches run on the in-memory index, which
// may lag the database by an in-flight commit.
import { fitTenths, isFlexible, type MatchableListing } from '../matching-index/score.ts';

/** A would take B's room: fit(A, B) of decisions.md §5 is 1 and the timings are compatible. */
export function takes(a: MatchableListing, b: MatchableListing): boolean {
  return (
    a.type === b.type &&
    fitTenths(a, b) === 10 &&
    (a.moveWhen === b.moveWhen || isFlexible(a) || isFlexible(b))
  );
}

function exactReverse(a: MatchableListing, b: MatchableListing): boolean {
  return fitTenths(a, b) === 10 && fitTenths(b, a) === 10;
}

/** members[i] takes members[(i + 1) % 3]'s room, and no two members are an exact reverse. */
export function isSwapCycle(
  members: readonly [MatchableListing, MatchableListing, MatchableListing],
): boolean {
  const [a, b, c] = members;
  return (
    takes(a, b) &&
    takes(b, c) &&
    takes(c, a) &&
    !exactReverse(a, b) &&
    !exactReverse(b, c) &&
    !exactReverse(c, a)
  );
}
