// Contract of the student's account data (decisions.md §3): GET /api/auth/me with exactly the
// documented keys, POST /api/auth/accept-terms, POST setup-profile and PUT update-profile with a
// message per refused field.
import { TERMS_VERSION } from '@campus-swap/schema/constants';
import { describe, expect, it } from 'vitest';
import { sorted, validationFailed } from './support/answers.ts';
import { USER_KEYS } from './support/auth.ts';
import { asStudent, pactum } from './support/pactum.ts';
import { api, completeProfile, profileFor, signUp } from './support/students.ts';

describe('GET /api/auth/me', () => {
  it('answers {user} with exactly the documented keys', async () => {
    const { email, token } = await signUp();
    const res = await asStudent(token).get('/api/auth/me').expectStatus(200).toss();
    expect(Object.keys(res.json)).toEqual(['user']);
    expect(sorted(res.json.user)).toEqual(USER_KEYS);
    expect(res.json.user).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      name: null,
      age: null,
      year: null,
      instagram: null,
      linkedin: null,
      hasProfile: false,
      hasPassword: false,
      termsAccepted: false,
      termsAcceptedAt: null,
      termsVersion: null,
    });
  });
});

describe('POST /api/auth/accept-terms', () => {
  it('accepts only the current version (else 400 VALIDATION_FAILED) and shows it in me', async () => {
    const { token } = await signUp();
    for (const version of ['2024-01-01', '', undefined]) {
      await asStudent(token)
        .post('/api/auth/accept-terms')
        .withJson(version === undefined ? {} : { version })
        .expectStatus(400)
        .expectJson(
          validationFailed({
            version: `Please accept the current Terms of Service (version ${TERMS_VERSION}).`,
          }),
        );
    }
    await asStudent(token)
      .post('/api/auth/accept-terms')
      .withJson({ version: TERMS_VERSION })
      .expectStatus(200)
      .expectJson({ success: true });
    const me = await api('GET', '/api/auth/me', { token });
    expect(me.body.user).toMatchObject({ termsAccepted: true, termsVersion: TERMS_VERSION });
    expect(Date.parse(me.body.user.termsAcceptedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('signed out is 401 UNAUTHENTICATED', async () => {
    await pactum
      .spec()
      .post('/api/auth/accept-terms')
      .withJson({ version: TERMS_VERSION })
      .expectStatus(401)
      .expectJsonLike({ code: 'UNAUTHENTICATED' });
  });
});

describe('POST /api/auth/setup-profile and PUT /api/auth/update-profile', () => {
  it('setup answers {success: true, user} with the profile and hasProfile', async () => {
    const { email, token } = await signUp();
    const res = await asStudent(token)
      .post('/api/auth/setup-profile')
      .withJson({ name: '  Ada   Lovelace ', age: 19, year: 'freshman', instagram: 'ada', linkedin: '' })
      .expectStatus(200)
      .toss();
    expect(sorted(res.json)).toEqual(['success', 'user']);
    expect(res.json.success).toBe(true);
    expect(sorted(res.json.user)).toEqual(USER_KEYS);
    expect(res.json.user).toMatchObject({
      email,
      name: 'Ada Lovelace',
      age: 19,
      year: 'freshman',
      instagram: 'ada',
      linkedin: null,
      hasProfile: true,
    });
  });

  it("missing name, age or year is 400 'Please fill in all fields.' with a message per field", async () => {
    const { token } = await signUp();
    await asStudent(token)
      .post('/api/auth/setup-profile')
      .withJson({ name: ' ', instagram: 'x' })
      .expectStatus(400)
      .expectJson({
        error: 'Please fill in all fields.',
        code: 'VALIDATION_FAILED',
        fields: {
          name: 'Please enter your name.',
          age: 'Please enter your age.',
          year: 'Please choose your year.',
        },
      });
    await asStudent(token)
      .post('/api/auth/setup-profile')
      .withJson({ name: 'Ada', age: 20 })
      .expectStatus(400)
      .expectJson({
        error: 'Please fill in all fields.',
        code: 'VALIDATION_FAILED',
        fields: { year: 'Please choose your year.' },
      });
  });

  it("age outside 16-100, or not a whole number, is 400 'Age must be between 16 and 100.'", async () => {
    const { token } = await signUp();
    for (const age of [15, 101, -1, 20.5, 'twenty', '1e2', true]) {
      await asStudent(token)
        .post('/api/auth/setup-profile')
        .withJson({ name: 'Ada', age, year: 'junior' })
        .expectStatus(400)
        .expectJson(validationFailed({ age: 'Age must be between 16 and 100.' }));
    }
    // the boundaries, and an age as a string of digits (a form field), are accepted (docs/decisions/012)
    for (const [age, stored] of [
      [16, 16],
      [100, 100],
      [' 42 ', 42],
    ] as const) {
      const res = await api('POST', '/api/auth/setup-profile', {
        token,
        body: { name: 'Ada', age, year: 'junior' },
      });
      expect(res.status, `age ${JSON.stringify(age)}`).toBe(200);
      expect(res.body.user.age).toBe(stored);
    }
  });

  it('a field of the wrong JSON type is 400 VALIDATION_FAILED naming it; a year outside the catalog too', async () => {
    const { token } = await signUp();
    await asStudent(token)
      .post('/api/auth/setup-profile')
      .withJson({ name: 42, age: 20, year: 'junior' })
      .expectStatus(400)
      .expectJsonLike({ code: 'VALIDATION_FAILED', fields: { name: /.+/ } });
    await asStudent(token)
      .post('/api/auth/setup-profile')
      .withJson({ name: 'Ada', age: 20, year: 'fifth-year' })
      .expectStatus(400)
      .expectJson(
        validationFailed({ year: 'Year must be one of: freshman, sophomore, junior, senior, graduate.' }),
      );
  });

  it('update answers {user}, applies the same rule, keeps omitted Instagram/LinkedIn', async () => {
    const { email, token } = await signUp();
    await completeProfile(token, profileFor(email, { instagram: 'keep_me', linkedin: 'in/keep' }));
    const res = await asStudent(token)
      .put('/api/auth/update-profile')
      .withJson({ name: 'Renamed', age: '21', year: 'senior' })
      .expectStatus(200)
      .toss();
    expect(Object.keys(res.json)).toEqual(['user']);
    expect(res.json.user).toMatchObject({
      name: 'Renamed',
      age: 21,
      year: 'senior',
      instagram: 'keep_me',
      linkedin: 'in/keep',
      hasProfile: true,
      termsAccepted: true,
    });
    await asStudent(token)
      .put('/api/auth/update-profile')
      .withJson({ name: 'Renamed', age: 12, year: 'senior' })
      .expectStatus(400)
      .expectJson(validationFailed({ age: 'Age must be between 16 and 100.' }));
    await pactum
      .spec()
      .put('/api/auth/update-profile')
      .withJson({ name: 'Renamed', age: 20, year: 'senior' })
      .expectStatus(401)
      .expectJsonLike({ code: 'UNAUTHENTICATED' });
  });
});
