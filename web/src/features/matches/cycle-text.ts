// The words of a 3-way swap card, made from the server's fields (who moves where, how many are in).

export interface CycleMemberText {
  isMe: boolean;
  userName: string | null;
  movesInto: string;
}

export interface CycleText {
  type: string;
  connected: boolean;
  joinedByMe: boolean;
  joinedCount: number;
  members: readonly CycleMemberText[];
}

const nameOf = (m: CycleMemberText) => m.userName ?? 'A student';

/** "You take Ben's room: …", "Ben takes Cat's room: …", "Cat takes your room: …" (members start with you). */
export function moveLines(cycle: CycleText): string[] {
  const noun = cycle.type === 'PARKING' ? 'permit' : 'room';
  return cycle.members.map((member, k) => {
    const next = cycle.members[(k + 1) % cycle.members.length]!;
    const who = member.isMe ? 'You take' : `${nameOf(member)} takes`;
    const whose = next.isMe ? 'your' : `${nameOf(next)}’s`;
    return `${who} ${whose} ${noun}: ${member.movesInto}`;
  });
}

/** The card's title: the two other students. */
export function cycleTitle(cycle: CycleText): string {
  const others = cycle.members.filter((m) => !m.isMe).map(nameOf);
  return `3-way swap with ${others.join(' and ')}`;
}

/** Where the consent stands, in words. */
export function joinStatus(cycle: CycleText): string {
  if (cycle.connected) return 'All three of you are in. Contact details are shared.';
  if (cycle.joinedByMe) {
    return `You’re in (${cycle.joinedCount} of 3). Contact details appear once all three are in.`;
  }
  return `${cycle.joinedCount} of 3 ${cycle.joinedCount === 1 ? 'is' : 'are'} in. Contact details appear once all three are in.`;
}

/** The toast after "I'm in". */
export function joinToast(status: string | null | undefined): string {
  return String(status ?? '').toLowerCase() === 'connected'
    ? 'All three are in! Contact details are shared.'
    : 'You’re in! Waiting for the other two.';
}
