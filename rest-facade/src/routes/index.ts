// The whole table: every documented /api path. Each feature keeps its rows in its own file.
import type { RestRoute } from '../route.ts';
import { foundationRoutes } from './foundation.ts';

export const routes: RestRoute[] = [...foundationRoutes];
