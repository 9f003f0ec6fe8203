// A weak validator for an answer's text (RFC 9110 §8.8.3), in the shape Express's automatic ETag had.
// That automatic ETag is off (app.ts): it hashed every answer, POST /graphql's too, where no 304 can
// follow, and was the largest piece of a trivial request's own compute (ADR 252). The GETs a client
// revalidates set theirs with this: the REST facade's answers (served-json.ts keeps the tag of a kept
// answer with its text) and the web app's shell.
import { createHash } from 'node:crypto';

export function weakEtag(text: string): string {
  const hash = createHash('sha1').update(text, 'utf8').digest('base64').slice(0, 27);
  return `W/"${Buffer.byteLength(text, 'utf8').toString(16)}-${hash}"`;
}
