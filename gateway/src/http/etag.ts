// A weak validator for an answer's text (RFC 9110 §8.8.3), in the shape Express's automatic ETag had.
// That automatic ETag is off (app.ts): it hashed every answer, POST /graphql's too, where no 304 can
// follow, and was the largest piece of a trivial request's own compute (ADR 252). The GETs a client
// revalidates set theirs with this: the REST facade's answers (served-json.ts keeps the tag of a kept
// answer with its text) and the web app's shell.
import { createHash } from 'node:crypto';

/** The tag of `body`: its UTF-8 bytes, or the text they encode (the same tag). */
export function weakEtag(body: string | Buffer): string {
  // one pass over a text into bytes, hashed and counted (a computed matches answer is ~70 KB)
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const hash = createHash('sha1').update(bytes).digest('base64').slice(0, 27);
  return `W/"${bytes.length.toString(16)}-${hash}"`;
}
