import { describe, expect, it } from 'vitest';
import { cycleTitle, joinStatus, joinToast, moveLines } from './cycle-text.ts';

const cycle = {
  type: 'DORM',
  connected: false,
  joinedByMe: false,
  joinedCount: 0,
  members: [
    { isMe: true, userName: 'Ann', movesInto: 'Livingston · Quad I · Single' },
    { isMe: false, userName: 'Ben', movesInto: 'College Avenue · Brett Hall · Single' },
    { isMe: false, userName: 'Cat', movesInto: 'Busch · Allen Hall · Single' },
  ],
};

describe('3-way swap card text', () => {
  it('says who moves where, from the viewer round the cycle', () => {
    expect(moveLines(cycle)).toEqual([
      'You take Ben’s room: Livingston · Quad I · Single',
      'Ben takes Cat’s room: College Avenue · Brett Hall · Single',
      'Cat takes your room: Busch · Allen Hall · Single',
    ]);
    expect(moveLines({ ...cycle, type: 'PARKING' })[2]).toBe(
      'Cat takes your permit: Busch · Allen Hall · Single',
    );
    expect(cycleTitle(cycle)).toBe('3-way swap with Ben and Cat');
  });

  it('says where the consent stands', () => {
    expect(joinStatus({ ...cycle, joinedCount: 1 })).toMatch(/^1 of 3 is in\./);
    expect(joinStatus({ ...cycle, joinedCount: 2 })).toMatch(/^2 of 3 are in\./);
    expect(joinStatus({ ...cycle, joinedByMe: true, joinedCount: 2 })).toMatch(/^You’re in \(2 of 3\)/);
    expect(joinStatus({ ...cycle, connected: true, joinedByMe: true, joinedCount: 3 })).toMatch(/shared/);
    expect(joinToast('connected')).toMatch(/All three/);
    expect(joinToast('pending')).toMatch(/Waiting for the other two/);
  });
});
