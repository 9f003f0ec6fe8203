// The synthetic market of the benchmarks and the load test: deterministic random listings over the
// catalog (schema/src/catalog.ts) in the mix each caller names. One generator, so `npm run bench`
// (matches, cycles) and `npm run load` differ only in the mix they ask for; its draws are those of
// test-support/src/random-listings.ts, which the property tests of the index and the cycle search use.
import type { ListingType } from '@campus-swap/prisma/client';
import { parkingColumns } from '@campus-swap/test-support/listings';
import { picker, randomDormColumns, seededRandom } from '@campus-swap/test-support/random-listings';
import { MOVE_TIMINGS, PERMITS } from '@campus-swap/schema/catalog';
import { wantsWhatItHas } from '@campus-swap/schema/listing-rules';

/** A listing as the API takes it, every field present (null or [] where its type has none). */
export type MarketListing = {
  type: ListingType;
  campusNow: string | null;
  dormNow: string | null;
  roomTypeNow: string | null;
  campusWant: string[];
  dormWant: string[];
  roomTypeWant: string[];
  permitNow: string | null;
  permitWant: string | null;
  moveWhen: string;
  flexible: boolean;
};

/** How the market is made: shares of DORM and flexible listings, and at most how many of each want. */
export type Mix = {
  dorm: number;
  flexible: number;
  campusesWanted: number;
  hallsWanted: number;
  roomTypesWanted: number;
};

/** The mix of `npm run bench`: 70 % DORM wanting up to 2 campuses, 3 halls and 2 room types; 15 % flexible. */
export const BENCH_MIX: Mix = {
  dorm: 0.7,
  flexible: 0.15,
  campusesWanted: 2,
  hallsWanted: 3,
  roomTypesWanted: 2,
};

/** A pseudo-random source in [0, 1): the same seed, the same market (seed 0 counts as 1). */
export function rng(seed: number): () => number {
  return seededRandom(seed >>> 0 || 1);
}

/** A random listing the server takes: never one that wants only what it has (issue 39's rule). */
export function randomListing(random: () => number, mix: Mix = BENCH_MIX): MarketListing {
  for (let draw = 0; draw < 1000; draw++) {
    const listing = drawListing(random, mix);
    if (!wantsWhatItHas(listing)) return listing;
  }
  throw new Error('randomListing: 1,000 draws all wanted only what they have (a constant random?)');
}

function drawListing(random: () => number, mix: Mix): MarketListing {
  const { pick } = picker(random);
  const moveWhen = pick(MOVE_TIMINGS);
  const flexible = random() < mix.flexible;
  const columns =
    random() < mix.dorm
      ? randomDormColumns(random, {
          maxCampuses: mix.campusesWanted,
          maxHalls: mix.hallsWanted,
          maxRooms: mix.roomTypesWanted,
        })
      : parkingColumns(pick(PERMITS), pick(PERMITS));
  return { ...columns, moveWhen, flexible };
}
