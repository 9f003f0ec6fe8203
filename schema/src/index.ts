// The GraphQL schema: imports every type file (each registers itself on the builder) and builds.
import { builder } from './builder.ts';
import { guardVisibility } from './visibility.ts';
import './types/api-token.ts';
import './types/auth.ts';
import './types/block.ts';
import './types/catalog.ts';
import './types/listing.ts';
import './types/match.ts';
import './types/notification.ts';
import './types/other-student.ts';
import './types/report.ts';
import './types/session.ts';
import './types/support.ts';
import './types/support-lists.ts';
import './types/swap.ts';
import './types/swap-claim.ts';
import './types/swap-cycle.ts';
import './types/user.ts';

// every resolver honours its field's declared visibility (visibility.ts, ADR 194)
export const schema = guardVisibility(builder.toSchema({ sortSchema: true }));
