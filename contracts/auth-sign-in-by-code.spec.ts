// Contract of signing in by emailed code (decisions.md §3, §4): POST /api/auth/check-user, request-otp
// and verify-otp, their answers, validation messages, the school domains, the resend window and the
// attempt limit with Retry-After. Codes are read only from the SMTP receiver.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectRetryAfter, sorted, validationFailed } from './support/answers.ts';
import { DOMAIN_REFUSAL, GOOD_PASSWORD, TOKEN } from './support/auth.ts';
import { waitForCode } from '@campus-swap/test-support/smtp-receiver';
import { asStudent, mailDir, pactum } from './support/pactum.ts';
import { api, requestCode, signUp, uniqueEmail } from './support/students.ts';

describe('POST /api/auth/check-user', () => {
  it('answers {exists, hasPassword} as the account evolves', async () => {
    const email = uniqueEmail();
    await pactum
      .spec()
      .post('/api/auth/check-user')
      .withJson({ email })
      .expectStatus(200)
      .expectJson({ exists: false, hasPassword: false });
    const { token } = await signUp(email);
    await pactum
      .spec()
      .post('/api/auth/check-user')
      .withJson({ email })
      .expectStatus(200)
      .expectJson({ exists: true, hasPassword: false });
    await api('POST', '/api/auth/set-password', { token, body: { email, password: GOOD_PASSWORD } });
    await pactum
      .spec()
      .post('/api/auth/check-user')
      .withJson({ email: `  ${email.toUpperCase()} ` })
      .expectStatus(200)
      .expectJson({ exists: true, hasPassword: true });
  });

  it('a missing email is 400 VALIDATION_FAILED naming the field', async () => {
    await pactum
      .spec()
      .post('/api/auth/check-user')
      .withJson({})
      .expectStatus(400)
      .expectJson(validationFailed({ email: 'Please enter your email address.' }));
  });

  it('a lookalike domain is 403 DOMAIN_NOT_ALLOWED naming both school domains', async () => {
    for (const email of ['x@rutgers.edu.evil.com', 'x@evil-rutgers.edu', 'x@gmail.com']) {
      await pactum
        .spec()
        .post('/api/auth/check-user')
        .withJson({ email })
        .expectStatus(403)
        .expectJson(DOMAIN_REFUSAL);
    }
  });
});

describe('POST /api/auth/request-otp', () => {
  it('answers {sent: true, expiresInSeconds: 600} and mails a 6-digit code', async () => {
    const email = uniqueEmail();
    const since = Date.now();
    await pactum
      .spec()
      .post('/api/auth/request-otp')
      .withJson({ email })
      .expectStatus(200)
      .expectJson({ sent: true, expiresInSeconds: 600 });
    expect(await waitForCode(mailDir, email, since)).toMatch(/^\d{6}$/);
  });

  it('a second code within a minute is 429 RATE_LIMITED with Retry-After in whole seconds', async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const res = await pactum
      .spec()
      .post('/api/auth/request-otp')
      .withJson({ email })
      .expectStatus(429)
      .expectJson({ error: 'Please wait before requesting another code.', code: 'RATE_LIMITED' })
      .toss();
    expectRetryAfter(res.headers['retry-after'] as string, 60);
  });

  it('refuses a missing email (400) and a foreign domain (403)', async () => {
    await pactum
      .spec()
      .post('/api/auth/request-otp')
      .withJson({ email: '   ' })
      .expectStatus(400)
      .expectJsonLike({ code: 'VALIDATION_FAILED', fields: { email: 'Please enter your email address.' } });
    await pactum
      .spec()
      .post('/api/auth/request-otp')
      .withJson({ email: 'x@rutgers.edu.evil.com' })
      .expectStatus(403)
      .expectJson(DOMAIN_REFUSAL);
  });
});

describe('POST /api/auth/verify-otp', () => {
  it('creates the account on first verification and answers {token, hasPassword, hasProfile}', async () => {
    const email = uniqueEmail();
    const code = await requestCode(email);
    const res = await pactum
      .spec()
      .post('/api/auth/verify-otp')
      .withJson({ email, code })
      .expectStatus(200)
      .toss();
    expect(sorted(res.json)).toEqual(['hasPassword', 'hasProfile', 'token']);
    expect(res.json).toMatchObject({ hasPassword: false, hasProfile: false });
    expect(res.json.token).toMatch(TOKEN);
    const me = await api('GET', '/api/auth/me', { token: res.json.token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
  });

  it('a scarletmail address is the same account as the rutgers.edu one (visible in me.email)', async () => {
    const netid = `NetID-${randomUUID().slice(0, 8)}`;
    const scarlet = `  ${netid}@ScarletMail.Rutgers.edu `;
    const primary = `${netid.toLowerCase()}@rutgers.edu`;
    const since = Date.now();
    await pactum.spec().post('/api/auth/request-otp').withJson({ email: scarlet }).expectStatus(200);
    // the code goes to the normalized address
    const code = await waitForCode(mailDir, primary, since);
    const res = await pactum
      .spec()
      .post('/api/auth/verify-otp')
      .withJson({ email: scarlet, code })
      .expectStatus(200)
      .toss();
    await asStudent(res.json.token)
      .get('/api/auth/me')
      .expectStatus(200)
      .expectJsonLike({ user: { email: primary } });
    await pactum
      .spec()
      .post('/api/auth/check-user')
      .withJson({ email: primary })
      .expectJson({ exists: true, hasPassword: false });
  });

  it('a code is single use: the second verification is 401 INVALID_CODE', async () => {
    const email = uniqueEmail();
    const code = await requestCode(email);
    await pactum.spec().post('/api/auth/verify-otp').withJson({ email, code }).expectStatus(200);
    await pactum
      .spec()
      .post('/api/auth/verify-otp')
      .withJson({ email, code })
      .expectStatus(401)
      .expectJson({ error: 'Invalid verification code', code: 'INVALID_CODE' });
  });

  it('wrong tries 1-4 are 401 INVALID_CODE, the 5th burns the code: 429 TOO_MANY_ATTEMPTS + Retry-After', async () => {
    const email = uniqueEmail();
    const code = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      await pactum
        .spec()
        .post('/api/auth/verify-otp')
        .withJson({ email, code: wrong })
        .expectStatus(401)
        .expectJson({ error: 'Invalid verification code', code: 'INVALID_CODE' });
    }
    const fifth = await pactum
      .spec()
      .post('/api/auth/verify-otp')
      .withJson({ email, code: wrong })
      .expectStatus(429)
      .expectJsonLike({ code: 'TOO_MANY_ATTEMPTS', error: /.+/ })
      .toss();
    // Retry-After = when a new code may be requested (the 1-minute resend window)
    expectRetryAfter(fifth.headers['retry-after'] as string, 60);
    // burned: even the right code is refused now
    const right = await pactum
      .spec()
      .post('/api/auth/verify-otp')
      .withJson({ email, code })
      .expectStatus(429)
      .expectJsonLike({ code: 'TOO_MANY_ATTEMPTS' })
      .toss();
    expectRetryAfter(right.headers['retry-after'] as string, 60);
  });

  it('an empty code is 400 VALIDATION_FAILED; no code requested is 401 INVALID_CODE', async () => {
    const email = uniqueEmail();
    await pactum
      .spec()
      .post('/api/auth/verify-otp')
      .withJson({ email, code: '' })
      .expectStatus(400)
      .expectJson(validationFailed({ code: 'Please enter the verification code.' }));
    await pactum
      .spec()
      .post('/api/auth/verify-otp')
      .withJson({ email, code: '123456' })
      .expectStatus(401)
      .expectJson({ error: 'Invalid verification code', code: 'INVALID_CODE' });
  });
});
