// Contract of the guards in front of the student paths (decisions.md §3): 401 signed out, 403
// PROFILE_REQUIRED without a profile, 403 TERMS_NOT_ACCEPTED until the current terms are accepted.
import { TERMS_VERSION } from '@campus-swap/schema/constants';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asStudent, pactum } from './support/pactum.ts';
import { api, profileFor, signUp } from './support/students.ts';

describe('guards of the student paths', () => {
  it('signed out is 401 UNAUTHENTICATED', async () => {
    await pactum
      .spec()
      .get('/api/listings/me')
      .expectStatus(401)
      .expectJson({ error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });
  });

  it('signed in without a profile is 403 PROFILE_REQUIRED', async () => {
    const { token } = await signUp();
    // terms alone do not help
    await api('POST', '/api/auth/accept-terms', { token, body: { version: TERMS_VERSION } });
    for (const [method, path] of [
      ['GET', '/api/listings/me'],
      ['POST', '/api/listings'],
      ['GET', '/api/matches'],
      ['GET', '/api/swaps/requests'],
    ] as const) {
      const res = await api(method, path, { token, ...(method === 'POST' ? { body: {} } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ error: 'Please complete your profile first.', code: 'PROFILE_REQUIRED' });
    }
  });

  it('with a profile but the terms not accepted is 403 TERMS_NOT_ACCEPTED; accepting them opens the paths', async () => {
    const { email, token } = await signUp();
    const profiled = await api('POST', '/api/auth/setup-profile', { token, body: profileFor(email) });
    expect(profiled.status).toBe(200);
    await asStudent(token).get('/api/listings/me').expectStatus(403).expectJson({
      error: 'Please accept the current Terms of Service to continue.',
      code: 'TERMS_NOT_ACCEPTED',
    });
    await asStudent(token)
      .post(`/api/matches/${randomUUID()}/reveal`)
      .expectStatus(403)
      .expectJsonLike({ code: 'TERMS_NOT_ACCEPTED' });
    await api('POST', '/api/auth/accept-terms', { token, body: { version: TERMS_VERSION } });
    await asStudent(token).get('/api/listings/me').expectStatus(200).expectJson({ listing: null });
  });
});
