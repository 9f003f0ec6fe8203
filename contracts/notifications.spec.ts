// Contract of /api/notifications (ADR 193): the notification settings and push state that GraphQL's
// notificationSettings, setNotificationSetting, subscribePush and unsubscribePush serve, through the
// REST door with the same answers and rules. Every answer also validates against /api/openapi.json.
import { describe, expect, it } from 'vitest';
import { sorted } from './support/answers.ts';
import { publishedKeys } from './support/published.ts';
import { api, newStudent } from './support/students.ts';

const GRAPHQL_SETTINGS =
  '{ notificationSettings { pushDevices pushPublicKey settings { channel kind enabled } } }';

describe('GET and PUT /api/notifications/settings', () => {
  it('answers the whole settings, every kind on at first, exactly the published keys', async () => {
    expect((await api('GET', '/api/notifications/settings')).status).toBe(401);
    const { token } = await newStudent('ntf');
    const answer = await api('GET', '/api/notifications/settings', { token });
    expect(answer.status).toBe(200);
    expect(sorted(answer.body)).toEqual(await publishedKeys('get', '/notifications/settings'));
    expect(answer.body.pushDevices).toBe(0);
    // 2 channels × 8 kinds (INTEREST, CONNECTION, DIGEST, SWAP_CLAIM, and ADR 294's CYCLE_OFFERED,
    // CYCLE_CONNECTED, SWAP_CALLED_OFF, SWAP_DONE)
    expect(answer.body.settings).toHaveLength(16);
    expect(answer.body.settings.every((s: { enabled: boolean }) => s.enabled)).toBe(true);
  });

  it('switches one channel and kind, and GraphQL sees the same settings', async () => {
    const { token } = await newStudent('ntf');
    const off = await api('PUT', '/api/notifications/settings', {
      token,
      body: { channel: 'EMAIL', kind: 'DIGEST', enabled: false },
    });
    expect(off.status).toBe(200);
    const changed = off.body.settings.filter((s: { enabled: boolean }) => !s.enabled);
    expect(changed).toEqual([{ channel: 'EMAIL', kind: 'DIGEST', enabled: false }]);
    const rest = await api('GET', '/api/notifications/settings', { token });
    expect(rest.body).toEqual(off.body);
    const graphql = await api('POST', '/graphql', { token, body: { query: GRAPHQL_SETTINGS } });
    expect(graphql.body.data.notificationSettings).toEqual(rest.body);
  });

  it('refuses a kind or channel that does not exist, or a missing switch, and changes nothing', async () => {
    const { token } = await newStudent('ntf');
    for (const body of [
      { channel: 'EMAIL', kind: 'SPAM', enabled: false },
      { channel: 'SMS', kind: 'DIGEST', enabled: false },
      { channel: 'EMAIL', kind: 'DIGEST' },
      { channel: 'EMAIL', kind: 'DIGEST', enabled: 'no' },
    ]) {
      const answer = await api('PUT', '/api/notifications/settings', { token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
    const after = await api('GET', '/api/notifications/settings', { token });
    expect(after.body.settings.every((s: { enabled: boolean }) => s.enabled)).toBe(true);
  });
});

describe('POST /api/notifications/push and /push/unsubscribe', () => {
  it('refuses an endpoint that is not on a browser push service, with the field, and subscribes nothing', async () => {
    const { token } = await newStudent('ntf');
    const answer = await api('POST', '/api/notifications/push', {
      token,
      body: { endpoint: 'https://example.com/push/1', p256dh: 'a'.repeat(87), auth: 'b'.repeat(22) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { endpoint: expect.any(String) },
    });
    const after = await api('GET', '/api/notifications/settings', { token });
    expect(after.body.pushDevices).toBe(0);
  });

  it('unsubscribing an endpoint this student does not hold answers the unchanged settings', async () => {
    const { token } = await newStudent('ntf');
    const before = await api('GET', '/api/notifications/settings', { token });
    const answer = await api('POST', '/api/notifications/push/unsubscribe', {
      token,
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/not-mine' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(before.body);
    const missing = await api('POST', '/api/notifications/push/unsubscribe', { token, body: {} });
    expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
