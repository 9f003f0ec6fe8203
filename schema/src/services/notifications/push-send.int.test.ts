// The push sender checks every endpoint again when it sends (ADR 146): a subscription saved before the
// check existed, or a name whose DNS answer changed since, must not make the server connect to a
// loopback or private address. A real push service stand-in on loopback tells whether anything
// arrived; the same sender with the tests' policy (loopback allowed) is the control that it would.
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PushReceiver,
  startPushReceiver,
  TEST_PUSH_POLICY,
} from '@campus-swap/test-support/push-receiver';
import { createPushSender } from './push.ts';

let receiver: PushReceiver;
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:support@campusswap.app' };

beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

describe('sending a push re-checks the endpoint', () => {
  it('the tests policy (localhost on loopback allowed) delivers: the control', async () => {
    const sender = createPushSender(vapid, { ca: receiver.ca, policy: TEST_PUSH_POLICY });
    expect(await sender.send(receiver.device('control').subscription, '{"n":1}')).toBe('sent');
    expect(receiver.pushes.filter((p) => p.device === 'control')).toHaveLength(1);
  });

  it('a listed name that resolves to loopback is refused at connect time and nothing arrives', async () => {
    const refused: string[] = [];
    const sender = createPushSender(vapid, {
      ca: receiver.ca,
      policy: { hosts: ['localhost'], allowLoopback: false },
      onRefused: (_endpoint, reason) => refused.push(reason),
    });
    // on 443, so that only the connect-time check stands in the way (another port is refused sooner, ADR 282)
    const device = receiver.device('rebound').subscription;
    const on443 = { ...device, endpoint: device.endpoint.replace(/\/\/localhost:\d+\//, '//localhost/') };
    expect(on443.endpoint).toMatch(/^https:\/\/localhost\/push\//);
    expect(await sender.send(on443, '{"n":2}')).toBe('gone');
    expect(refused).toEqual(['localhost resolves to a non-public address']);
    expect(receiver.pushes.filter((p) => p.device === 'rebound')).toHaveLength(0);
  });

  it('an IP literal or an unlisted host saved earlier is never connected to', async () => {
    const refused: string[] = [];
    const sender = createPushSender(vapid, {
      ca: receiver.ca,
      policy: TEST_PUSH_POLICY,
      onRefused: (endpoint) => refused.push(endpoint),
    });
    const device = receiver.device('literal').subscription;
    const literal = { ...device, endpoint: device.endpoint.replace('//localhost:', '//127.0.0.1:') };
    expect(await sender.send(literal, '{"n":3}')).toBe('gone');
    const defaults = createPushSender(vapid, {
      ca: receiver.ca,
      onRefused: (endpoint) => refused.push(endpoint),
    });
    expect(await defaults.send(device, '{"n":4}')).toBe('gone');
    expect(refused).toEqual([literal.endpoint, device.endpoint]);
    expect(receiver.pushes.filter((p) => p.device === 'literal')).toHaveLength(0);
  });
});
