// What each payload of the viewer_changed channel drops (ADR 150, ADR 151): an account change drops the
// student's cached sessions and answers, an answers-only change ('-') their answers alone, a change
// others see ('*') every cached answer as well.
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../context.ts';
import { Freshness } from './freshness.ts';

const viewerOf = (id: string) => ({ user: { id }, session: null, apiToken: null }) as unknown as Viewer;

/** The students whose cached answers the answer cache still holds, as Freshness tells it (onChange). */
type Primed = Freshness & { answers: Set<string> };

function primed(): Primed {
  const freshness = new Freshness();
  const answers = new Set<string>();
  freshness.onChange((userId) => (userId === null ? answers.clear() : answers.delete(userId)));
  freshness.setLive(true);
  for (const id of ['ann', 'bob']) {
    freshness.sessions.set(`token-${id}`, viewerOf(id));
    answers.add(id);
  }
  return Object.assign(freshness, { answers });
}

describe('Freshness.noteMessage', () => {
  it('an account change: the student loses their cached sessions and answers, others keep theirs', () => {
    const freshness = primed();
    const before = freshness.versionOf('ann');
    freshness.noteMessage('ann');
    expect(freshness.sessions.get('token-ann')).toBeUndefined();
    expect(freshness.answers.has('ann')).toBe(false);
    expect(freshness.versionOf('ann')).not.toBe(before);
    expect(freshness.sessions.get('token-bob')).toBeDefined();
    expect(freshness.answers.has('bob')).toBe(true);
  });

  it("an answers-only change ('-'): the session stays, the answer goes and the version moves", () => {
    const freshness = primed();
    const before = freshness.versionOf('ann');
    freshness.noteMessage('-ann');
    expect(freshness.sessions.get('token-ann')?.user.id).toBe('ann');
    expect(freshness.answers.has('ann')).toBe(false);
    expect(freshness.versionOf('ann')).not.toBe(before);
    expect(freshness.answers.has('bob')).toBe(true);
  });

  it("a change others see ('*'): every cached answer goes, and the student's sessions", () => {
    const freshness = primed();
    freshness.noteMessage('*ann');
    expect(freshness.sessions.get('token-ann')).toBeUndefined();
    expect(freshness.sessions.get('token-bob')).toBeDefined();
    expect(freshness.answers.has('bob')).toBe(false);
  });
});

describe('Freshness sync requests (a revocation waits until every gateway read it)', () => {
  const settledWithin = async (promise: Promise<void>, ms: number) =>
    Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

  it("a sync request ('?n') is answered with its acknowledgement ('!n') and changes no one's memory", () => {
    const freshness = primed();
    const before = freshness.versionOf('ann');
    expect(freshness.noteMessage('?n1')).toBe('!n1');
    expect(freshness.noteMessage('ann')).toBeUndefined();
    expect(freshness.noteMessage('!n1')).toBeUndefined();
    expect(freshness.sessions.get('token-bob')).toBeDefined();
    expect(freshness.answers.has('bob')).toBe(true);
    expect(freshness.versionOf('ann')).not.toBe(before);
  });

  it('settles after as many acknowledgements of its own nonce as there are listeners, not before', async () => {
    const freshness = primed();
    const sync = freshness.acksOf('n1', 2, 5_000);
    freshness.noteMessage('!other');
    freshness.noteMessage('!n1');
    expect(await settledWithin(sync.heard, 20)).toBe(false);
    freshness.noteMessage('ann');
    expect(await settledWithin(sync.heard, 20)).toBe(false);
    freshness.noteMessage('!n1');
    expect(await settledWithin(sync.heard, 20)).toBe(true);
  });

  it('settles at once when memory is not in use, and after the timeout when an acknowledgement is missing', async () => {
    const idle = new Freshness();
    expect(await settledWithin(idle.acksOf('n1', 2, 5_000).heard, 20)).toBe(true);
    const freshness = primed();
    expect(await settledWithin(freshness.acksOf('n2', 1, 30).heard, 10)).toBe(false);
    expect(await settledWithin(freshness.acksOf('n3', 1, 30).heard, 200)).toBe(true);
  });
});
