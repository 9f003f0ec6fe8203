// Every mutation declares what it changes for its caller (ADR 291): the gateway's answer cache keeps
// the caller's cached session only after a mutation that declared 'answers'. A new mutation without a
// declaration fails here instead of silently dropping (or, worse, keeping) sessions.
import { describe, expect, it } from 'vitest';
import { schema } from './index.ts';
import { mutationChanges } from './mutation-changes.ts';

const fields = Object.keys(schema.getMutationType()!.getFields());

describe('mutation changes', () => {
  it.each(fields)('%s declares whether it changes answers only or the session', (name) => {
    expect(['answers', 'session']).toContain(mutationChanges(schema, name));
  });

  it('the mutations that write only what matches show declare answers; account and sign-in ones the session', () => {
    const answersOnly = fields.filter((name) => mutationChanges(schema, name) === 'answers').sort();
    expect(answersOnly).toEqual(
      [
        'block',
        'callOffSwap',
        'deactivateListing',
        'disputeSwap',
        'joinCycle',
        'leaveCycle',
        'report',
        'reveal',
        'saveListing',
        'swapDone',
        'swapped',
        'unblock',
        'updatePreferences',
      ].sort(),
    );
    for (const name of [
      'login',
      'verifyOtp',
      'setPassword',
      'deleteAccount',
      'updateProfile',
      'acceptTerms',
    ]) {
      expect(mutationChanges(schema, name)).toBe('session');
    }
  });

  it('an unknown field declares nothing', () => {
    expect(mutationChanges(schema, 'noSuchMutation')).toBeUndefined();
  });
});
