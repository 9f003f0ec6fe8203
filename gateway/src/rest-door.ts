// The REST facade's binding to this gateway: each REST request builds one Context (the viewer that
// resolveViewer looked up once), used both for the facade's 401-before-the-body check and for the
// operation, which runs through Apollo like any GraphQL request. A failed operation answers the
// AppError it threw (failures.ts, operationFailure).
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import type { Context } from '@campus-swap/schema/context';
import type { RestDoor } from '@campus-swap/rest-facade/router';
import { operationFailure } from './failures.ts';
import type { AnswerCache } from './answer-cache.ts';

export function restDoor(
  apollo: ApolloServer<Context>,
  contextFor: (req: Request, res: Response) => Context,
  answers: AnswerCache,
): RestDoor {
  return {
    // a kept answer's bytes and tag are made once (answer-cache.ts)
    bytes: (answer) => answers.bytes(answer),
    etag: (answer, body) => answers.etag(answer, body),
    open: (req, res) => {
      const contextValue = contextFor(req, res);
      return {
        signedIn: contextValue.viewer !== null,
        run: async (operation) => {
          const response = await apollo.executeOperation(operation, { contextValue });
          if (response.body.kind !== 'single') {
            throw new Error('incremental delivery is not used by the REST facade');
          }
          const result = response.body.singleResult;
          if (result.errors?.length) throw operationFailure(contextValue, result.errors[0]!);
          return result.data ?? {};
        },
      };
    },
  };
}
