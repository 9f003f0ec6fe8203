// What a "we swapped" notification says (ADR 185), by email and by push: who claimed it, what to do and
// by when on the campus clock, and a link to the card; the same parts as every other kind.
import { describe, expect, it } from 'vitest';
import { notificationEmail, notificationPush } from './messages.ts';

const content = {
  kind: 'SWAP_CLAIM' as const,
  other: { name: 'Ann Claim', have: 'Busch: Judson Suites (Suite)', want: 'Livingston: Quad I (Double)' },
  // 7 days after a claim at 02:30 UTC on 1 December: 8 December 02:30 UTC is still 7 December on campus
  closesAt: new Date('2026-12-08T02:30:00Z'),
};

describe('SWAP_CLAIM', () => {
  it('email: names the claimer, the close day on the campus clock, the card link and its own unsubscribe', () => {
    const mail = notificationEmail({
      to: 'ben@rutgers.edu',
      content,
      appOrigin: 'https://swap.example',
      unsubscribe: 'https://swap.example/unsubscribe?k=SWAP_CLAIM',
      settingsUrl: 'https://swap.example/account',
    });
    expect(mail.subject).toBe('Ann Claim says you swapped: please confirm');
    expect(mail.text).toContain('Otherwise both listings close on Monday, December 7.');
    expect(mail.text).toContain('Confirm or dispute: https://swap.example/requests');
    expect(mail.text).toContain('"a connection says you swapped" emails are on');
    expect(mail.headers?.['List-Unsubscribe']).toBe('<https://swap.example/unsubscribe?k=SWAP_CLAIM>');
  });

  it('push: a short body, opening the requests page, tagged by kind', () => {
    const push = notificationPush({ ...content, other: { ...content.other, name: null } });
    expect(push).toEqual({
      title: 'A student says you swapped: please confirm',
      body:
        'A student said on Campus Swap that the two of you swapped. If you did, confirm it on their card: ' +
        'both your listings then close and leave everyone’s matches.',
      url: '/requests',
      tag: 'swap_claim',
    });
  });
});
