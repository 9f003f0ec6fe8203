// The full 3-way swap computation of the 10-minute job (docs/decisions/040-three-way-swaps.md): run by
// the holder of the housekeeping lease only (services/jobs.ts), right after its index reload.
// Existing offers stay (students may have joined them); new cycles fill each listing's free places.
import type { Services } from '../../context.ts';
import { findCycles } from './search.ts';
import { cycleUsage, dissolveStale, offerCycles } from './store.ts';

/** Cycles written per transaction, so the offer lock is never held long. */
const OFFER_BATCH = 500;

export type CycleRefreshReport = { dissolvedCycles: number; offeredCycles: number; searchBudgetHits: number };

export async function refreshAllCycles(
  services: Pick<Services, 'prisma' | 'matchingIndex'>,
): Promise<CycleRefreshReport> {
  const { prisma, matchingIndex: index } = services;
  const dissolvedCycles = await dissolveStale(prisma);
  let offeredCycles = 0;
  let searchBudgetHits = 0;
  for (const type of ['DORM', 'PARKING'] as const) {
    const { used, excluded } = await cycleUsage(prisma, type);
    const { cycles, budgetExhausted } = findCycles(index.columns(type), type, { used, excluded });
    searchBudgetHits += budgetExhausted;
    for (let i = 0; i < cycles.length; i += OFFER_BATCH) {
      offeredCycles += await offerCycles(
        prisma,
        type,
        cycles.slice(i, i + OFFER_BATCH).map((c) => c.ids),
      );
    }
  }
  return { dissolvedCycles, offeredCycles, searchBudgetHits };
}
