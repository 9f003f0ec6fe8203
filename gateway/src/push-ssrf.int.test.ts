// Blind SSRF through push subscriptions (issue 20, ADR 146), over HTTP against the real gateway with its
// default configuration (the known push services): a signed-in student cannot register an endpoint on
// loopback, a private or metadata address, or any host that is not a browser's push service.
import { createStudent } from '@campus-swap/test-support/listing-fixtures';
import { gateway, useInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { describe, expect, it } from 'vitest';

useInProcessGateway({
  VAPID_PUBLIC_KEY: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  VAPID_PRIVATE_KEY: 'tUxbf-Mu6wFSEgaTMJyfeCs8mXE7bN8MnzmVXdm7M0M',
});

const SUBSCRIBE = 'mutation($s: PushSubscriptionInput!) { subscribePush(subscription: $s) { pushDevices } }';
const keys = {
  p256dh: Buffer.alloc(65, 4).toString('base64url'),
  auth: Buffer.alloc(16, 7).toString('base64url'),
};

async function subscribe(token: string, endpoint: string) {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: SUBSCRIBE, variables: { s: { endpoint, ...keys } } }),
  });
  return (await res.json()) as {
    data?: { subscribePush: { pushDevices: number } } | null;
    errors?: { extensions: { code: string; fields?: Record<string, string> } }[];
  };
}

describe('push endpoints over HTTP', () => {
  it('refuses loopback, link-local metadata, private and unlisted endpoints with VALIDATION_FAILED', async () => {
    const student = await createStudent(gateway.services);
    for (const endpoint of [
      'https://127.0.0.1:6379/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/push',
      'https://10.0.0.5/push',
      'https://0x7f000001/push',
      'https://localhost/push',
      'https://push.internal.example/push',
    ]) {
      const answer = await subscribe(student.token, endpoint);
      expect(answer.errors?.[0]?.extensions.code, endpoint).toBe('VALIDATION_FAILED');
      expect(answer.errors?.[0]?.extensions.fields, endpoint).toHaveProperty('endpoint');
    }
    expect(await gateway.services.prisma.pushSubscription.count()).toBe(0);
  });

  it('refuses a push service on another port than 443, through GraphQL and REST, and stores nothing', async () => {
    const student = await createStudent(gateway.services);
    const endpoint = 'https://fcm.googleapis.com:8443/fcm/send/dGVzdA:APA91b';
    const graphql = await subscribe(student.token, endpoint);
    expect(graphql.data ?? null).toBeNull();
    expect(graphql.errors?.[0]?.extensions).toEqual({
      code: 'VALIDATION_FAILED',
      fields: { endpoint: 'The push endpoint must be on the https port (443).' },
    });
    const rest = await fetch(`${gateway.url}/api/notifications/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${student.token}` },
      body: JSON.stringify({ endpoint, ...keys }),
    });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({
      error: expect.any(String),
      code: 'VALIDATION_FAILED',
      fields: { endpoint: 'The push endpoint must be on the https port (443).' },
    });
    expect(await gateway.services.prisma.pushSubscription.count()).toBe(0);
  });
});
