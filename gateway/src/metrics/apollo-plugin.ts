// What the metrics learn from Apollo. Both doors run operations through Apollo (the REST facade
// in-process), so one plugin sees them all:
// - the name of a GraphQL operation once its document parsed and validated and the operation was
//   found (didResolveOperation), for the request's duration label: a name a client merely sent is
//   never a label;
// - refusals of the database-backed auth limits (per IP, per email, the login lock), which the
//   schema throws as a 429 AppError naming its bucket. The general tier is counted where it refuses,
//   before either door (../http/rate-limit.ts).
import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from '@campus-swap/schema/context';
import { AppError } from '@campus-swap/schema/errors';
import { noteResolvedOperation, rateLimitRefusals } from './request-metrics.ts';

export const metricsPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operationName }) {
        noteResolvedOperation(contextValue.request.requestId, operationName);
      },
      async didEncounterErrors({ errors }) {
        for (const error of errors) {
          const refusal = error instanceof AppError ? error : error.originalError;
          if (refusal instanceof AppError && refusal.status === 429) {
            rateLimitRefusals.inc({ bucket: refusal.bucket ?? refusal.code.toLowerCase() });
          }
        }
      },
    };
  },
};
