// Turns a FuzzRequest (data) into the HTTP request it describes, against the running gateway.
import { gzipSync } from 'node:zlib';
import type { Population } from './population.ts';
import type { Body, FuzzRequest } from './requests.ts';

/** The request as sent, for failure reports (tokens shortened). */
export type Sent = { method: string; url: string; headers: Record<string, string>; body: string | undefined };

// the shape the server issues (32 base64url characters, ADR 282)
const CSRF = 'fuzz-csrf-token-0123456789abcdef';

function rawBody(body: Body): string | Buffer | undefined {
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'json':
      return JSON.stringify(body.value) ?? 'null';
    case 'raw':
      return body.text;
    case 'deep':
      return `${'['.repeat(body.depth)}${']'.repeat(body.depth)}`;
    case 'big':
      return JSON.stringify({ padding: 'x'.repeat(body.kilobytes * 1024) });
    case 'not-gzip':
      return Buffer.concat([gzipSync('{"email":"a@rutgers.edu"}').subarray(0, 12), Buffer.from('garbage')]);
  }
}

/** The caller of a request: the population slot whose live session it carries, if any. */
export function callerOf(request: FuzzRequest): number | null {
  return request.auth.kind === 'bearer' || request.auth.kind === 'cookie' ? request.auth.slot : null;
}

export function prepare(base: string, request: FuzzRequest, population: Population) {
  const headers: Record<string, string> = { ...request.headers, 'x-forwarded-for': request.forwardedFor };
  if (request.contentType !== null) headers['content-type'] = request.contentType;
  const auth = request.auth;
  if (auth.kind === 'bearer') headers.authorization = `Bearer ${population.students[auth.slot]!.token}`;
  if (auth.kind === 'garbage') headers.authorization = auth.header;
  if (auth.kind === 'cookie') {
    headers.cookie = `auth_token=${population.students[auth.slot]!.token}; csrf_token=${CSRF}`;
    if (auth.csrf === 'match') headers['x-csrf-token'] = CSRF;
    if (auth.csrf === 'mismatch') headers['x-csrf-token'] = `${CSRF}x`;
  }
  if (request.body.kind === 'not-gzip') headers['content-encoding'] = 'gzip';
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : rawBody(request.body);
  const sent: Sent = {
    method: request.method,
    url: `${base}${request.path}`.slice(0, 300),
    headers: Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [
        k,
        v.replace(/[A-Za-z0-9_-]{40,}/g, (t) => `${t.slice(0, 6)}…`),
      ]),
    ),
    body: body === undefined ? undefined : String(body).slice(0, 300),
  };
  return {
    url: `${base}${request.path}`,
    init: { method: request.method, headers, body },
    sent,
  };
}
