// The notification settings API: signed in only, every kind on by default, switching one kind never
// touches another, and a malformed push subscription is VALIDATION_FAILED and stores nothing. Push
// endpoints are accepted only on the configured push services and only where their names resolve to
// allowed addresses (ADR 146; here the test host localhost on loopback, as the tests configure it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createStudent, type Student } from '@campus-swap/test-support/listing-fixtures';
import { TEST_PUSH_POLICY } from '@campus-swap/test-support/push-receiver';
import { createTestServices, type TestServices } from '@campus-swap/test-support/test-services';

const SETTINGS = /* GraphQL */ `
  query { notificationSettings { settings { channel kind enabled } pushPublicKey pushDevices } }`;
const SET = /* GraphQL */ `
  mutation($c: NotificationChannel!, $k: NotificationKind!, $e: Boolean!) {
    setNotificationSetting(channel: $c, kind: $k, enabled: $e) { settings { channel kind enabled } }
  }`;
const SUBSCRIBE = /* GraphQL */ `
  mutation($s: PushSubscriptionInput!) { subscribePush(subscription: $s) { pushDevices } }`;
const UNSUBSCRIBE = /* GraphQL */ `mutation($e: String!) { unsubscribePush(endpoint: $e) { pushDevices } }`;

const GOOD = {
  endpoint: 'https://localhost/send/abc',
  p256dh: Buffer.alloc(65, 4).toString('base64url'),
  auth: Buffer.alloc(16, 7).toString('base64url'),
};

let services: TestServices;
let s: Student;

beforeAll(async () => {
  services = await createTestServices({
    settings: { pushPublicKey: 'BPUBLIC', pushEndpoints: TEST_PUSH_POLICY },
  });
  s = await createStudent(services);
});
afterAll(async () => {
  await services?.close();
});

const enabled = (result: { settings: { channel: string; kind: string; enabled: boolean }[] }) =>
  result.settings.filter((x) => !x.enabled).map((x) => `${x.channel}:${x.kind}`);

describe('notification settings', () => {
  it('needs a session', async () => {
    expect((await as(services, null, SETTINGS)).code).toBe('UNAUTHENTICATED');
    expect((await as(services, null, SET, { c: 'EMAIL', k: 'DIGEST', e: false })).code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('everything is on by default; kinds switch off and on one at a time', async () => {
    const first = (await as(services, s, SETTINGS)).data!.notificationSettings;
    expect(first.settings).toHaveLength(16);
    expect(enabled(first)).toEqual([]);
    expect(first.pushPublicKey).toBe('BPUBLIC');
    await as(services, s, SET, { c: 'EMAIL', k: 'DIGEST', e: false });
    await as(services, s, SET, { c: 'EMAIL', k: 'DIGEST', e: false });
    const twoOff = (await as(services, s, SET, { c: 'PUSH', k: 'INTEREST', e: false })).data!;
    expect(enabled(twoOff.setNotificationSetting)).toEqual(['EMAIL:DIGEST', 'PUSH:INTEREST']);
    const back = (await as(services, s, SET, { c: 'EMAIL', k: 'DIGEST', e: true })).data!;
    expect(enabled(back.setNotificationSetting)).toEqual(['PUSH:INTEREST']);
    expect((await as(services, s, SET, { c: 'EMAIL', k: 'EVERYTHING', e: false })).errors).toBeDefined();
  });

  it('a malformed push subscription is VALIDATION_FAILED and stores nothing', async () => {
    for (const bad of [
      { ...GOOD, endpoint: 'not a url' },
      { ...GOOD, endpoint: 'ftp://localhost/x' },
      { ...GOOD, endpoint: 'http://localhost/x' },
      { ...GOOD, p256dh: 'short' },
      { ...GOOD, auth: Buffer.alloc(15).toString('base64url') },
    ]) {
      const result = await as(services, s, SUBSCRIBE, { s: bad });
      expect(result.code).toBe('VALIDATION_FAILED');
    }
    expect(await services.prisma.pushSubscription.count()).toBe(0);
  });

  it('subscribes a browser once, moves it (same keys) to whoever subscribed it last, and forgets it', async () => {
    expect((await as(services, s, SUBSCRIBE, { s: GOOD })).data).toEqual({
      subscribePush: { pushDevices: 1 },
    });
    expect((await as(services, s, SUBSCRIBE, { s: GOOD })).data).toEqual({
      subscribePush: { pushDevices: 1 },
    });
    const other = await createStudent(services);
    // another student with the endpoint but other keys cannot take it
    const stolen = await as(services, other, SUBSCRIBE, {
      s: { ...GOOD, p256dh: Buffer.alloc(65, 9).toString('base64url') },
    });
    expect(stolen.code).toBe('VALIDATION_FAILED');
    expect(stolen.errors![0]!.extensions!.fields).toEqual({
      endpoint:
        'This push endpoint is registered with other keys. Turn push off and on again in this browser.',
    });
    expect((await as(services, s, SETTINGS)).data!.notificationSettings.pushDevices).toBe(1);
    const kept = await services.prisma.pushSubscription.findUniqueOrThrow({
      where: { endpoint: GOOD.endpoint },
    });
    expect(kept).toMatchObject({ userId: s.user.id, p256dh: GOOD.p256dh, auth: GOOD.auth });
    // the same browser subscription (same keys), now used by another student, moves to her
    await as(services, other, SUBSCRIBE, { s: GOOD });
    expect((await as(services, s, SETTINGS)).data!.notificationSettings.pushDevices).toBe(0);
    // someone else's endpoint cannot be removed
    expect((await as(services, s, UNSUBSCRIBE, { e: GOOD.endpoint })).data!.unsubscribePush.pushDevices).toBe(
      0,
    );
    expect(await services.prisma.pushSubscription.count({ where: { userId: other.user.id } })).toBe(1);
    await as(services, other, UNSUBSCRIBE, { e: GOOD.endpoint });
    expect(await services.prisma.pushSubscription.count()).toBe(0);
  });

  it('refuses endpoints outside the push services, IP literals and names resolving to loopback (SSRF)', async () => {
    const strict = await createTestServices({ settings: { pushPublicKey: 'BPUBLIC' } }); // the known services
    try {
      const student = await createStudent(strict);
      for (const endpoint of [
        'https://127.0.0.1:8443/push',
        'https://169.254.169.254/latest/meta-data/iam/security-credentials/',
        'https://[::1]:9000/push',
        'https://2130706433/push',
        'https://localhost/push',
        'https://internal.example/push',
        'http://fcm.googleapis.com/fcm/send/x',
      ]) {
        const result = await as(strict, student, SUBSCRIBE, { s: { ...GOOD, endpoint } });
        expect(result.code, endpoint).toBe('VALIDATION_FAILED');
        expect(result.errors![0]!.extensions!.fields, endpoint).toHaveProperty('endpoint');
      }
      // on the list, but the name resolves to loopback: refused as well
      const listed = await createTestServices({
        settings: { pushEndpoints: { hosts: ['localhost'], allowLoopback: false } },
      });
      try {
        const listedStudent = await createStudent(listed);
        const resolved = await as(listed, listedStudent, SUBSCRIBE, { s: GOOD });
        expect(resolved.errors![0]!.extensions!.fields).toEqual({
          endpoint: "The push endpoint's host does not resolve to a public address.",
        });
        expect(await listed.prisma.pushSubscription.count()).toBe(0);
      } finally {
        await listed.close();
      }
      expect(await strict.prisma.pushSubscription.count()).toBe(0);
    } finally {
      await strict.close();
    }
  });
});
