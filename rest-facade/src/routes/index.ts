// The whole table: every documented /api path. Each feature keeps its rows in its own file.
import type { RestRoute } from '../route.ts';
import { authRoutes } from './auth.ts';
import { blockRoutes } from './blocks.ts';
import { cycleRoutes } from './cycles.ts';
import { foundationRoutes } from './foundation.ts';
import { listingRoutes } from './listings.ts';
import { matchRoutes } from './matches.ts';
import { notificationRoutes } from './notifications.ts';
import { supportRoutes } from './support.ts';
import { swapRecordRoutes } from './swap-records.ts';
import { swapRoutes } from './swaps.ts';

export const routes: RestRoute[] = [
  ...foundationRoutes,
  ...authRoutes,
  ...listingRoutes,
  ...matchRoutes,
  ...cycleRoutes,
  ...blockRoutes,
  ...swapRoutes,
  ...swapRecordRoutes,
  ...notificationRoutes,
  ...supportRoutes,
];
