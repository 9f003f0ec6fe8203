// What each notification says, by email (plain text + HTML, with the RFC 8058 unsubscribe headers) and
// by push (a small JSON payload the service worker shows). No message ever carries contact details:
// they are shared only in the app, once both students revealed (decisions.md §5).
import type { MailMessage } from '../../context.ts';
import { CAMPUS_TIME_ZONE, type Kind } from './policy.ts';

export type Someone = { name: string | null; have: string | null; want: string | null };
export type DigestItem = { name: string | null; have: string; want: string; score: number };

export type Content =
  | { kind: 'INTEREST'; other: Someone }
  | { kind: 'CONNECTION'; other: Someone }
  | { kind: 'DIGEST'; matches: DigestItem[] }
  /** the other student said "we swapped" (ADR 185); `closesAt`: when both listings close unanswered */
  | { kind: 'SWAP_CLAIM'; other: Someone; closesAt: Date }
  /** 3-way swaps and the end of any swap (ADR 294): they name nobody, the app shows who */
  | { kind: 'CYCLE_OFFERED'; type: 'DORM' | 'PARKING' }
  | { kind: 'CYCLE_CONNECTED'; type: 'DORM' | 'PARKING' }
  | { kind: 'SWAP_CALLED_OFF'; words: string; threeWay: boolean }
  | { kind: 'SWAP_DONE'; nextStep: string };

export type PushPayload = { title: string; body: string; url: string; tag: string };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const nameOf = (someone: { name: string | null }) => someone.name ?? 'A student';

export const KIND_LABEL: Record<Kind, string> = {
  INTEREST: 'someone is interested in you',
  CONNECTION: 'a connection is complete',
  DIGEST: 'daily digest of new matches',
  SWAP_CLAIM: 'a connection says you swapped',
  CYCLE_OFFERED: 'a 3-way swap is offered to you',
  CYCLE_CONNECTED: 'all three of a 3-way swap are in',
  SWAP_CALLED_OFF: 'a swap is called off',
  SWAP_DONE: 'a 3-way swap is done',
};

const place = (type: 'DORM' | 'PARKING') => (type === 'DORM' ? 'room' : 'parking permit');

/** A day as students read it, on the campus clock: "Thursday, December 3". */
const campusDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: CAMPUS_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(date);

type Parts = { subject: string; lines: string[]; action: string; path: string };

function parts(content: Content): Parts {
  switch (content.kind) {
    case 'INTEREST': {
      const name = nameOf(content.other);
      return {
        subject: `${name} is interested in swapping with you`,
        lines: [
          `${name} revealed interest in your listing on Campus Swap.`,
          content.other.have ? `They have: ${content.other.have}` : 'Their listing is not shown right now.',
          ...(content.other.want ? [`They want: ${content.other.want}`] : []),
          'If you are interested too, reveal back in the app: once you both have, you will see each other’s contact details there.',
        ],
        action: 'See who is interested',
        path: '/requests',
      };
    }
    case 'CONNECTION': {
      const name = nameOf(content.other);
      return {
        subject: `You and ${name} are connected`,
        lines: [
          `You and ${name} both revealed interest, so you are connected.`,
          ...(content.other.have ? [`They have: ${content.other.have}`] : []),
          'Their contact details are in the app (we never put them in an email). Agree on the details, then both file the swap with the school.',
        ],
        action: 'Open your connection',
        path: '/requests',
      };
    }
    case 'SWAP_CLAIM': {
      const name = nameOf(content.other);
      return {
        subject: `${name} says you swapped: please confirm`,
        lines: [
          `${name} said on Campus Swap that the two of you swapped.`,
          'If you did, confirm it on their card: both your listings then close and leave everyone’s matches.',
          `If you did not, say so on their card. Otherwise both listings close on ${campusDate(content.closesAt)}.`,
        ],
        action: 'Confirm or dispute',
        path: '/requests',
      };
    }
    case 'CYCLE_OFFERED':
      return {
        subject: 'A 3-way swap is offered to you',
        lines: [
          `Three students each want the next one’s ${place(content.type)}, and you are one of them.`,
          'See who on your matches page and say “I’m in” if you want it: contact details are shared once all three are in.',
        ],
        action: 'See the 3-way swap',
        path: '/matches',
      };
    case 'CYCLE_CONNECTED':
      return {
        subject: 'All three of you are in: your 3-way swap is connected',
        lines: [
          'All three students said “I’m in”, so your 3-way swap is connected.',
          'Their contact details are in the app (we never put them in an email). Agree on the details; once you have swapped, each of you says so in the app.',
        ],
        action: 'Open your swap',
        path: '/swaps',
      };
    case 'SWAP_CALLED_OFF':
      return {
        subject: content.threeWay ? 'Your 3-way swap was called off' : 'Your swap was called off',
        lines: [content.words, 'Its contact details are no longer shown in the app.'],
        action: 'See your swaps',
        path: '/swaps',
      };
    case 'SWAP_DONE':
      return {
        subject: 'Your 3-way swap is done',
        lines: [
          'All three of you said you swapped (or a week passed without a word against it), so the swap is done and your listings are closed.',
          content.nextStep,
        ],
        action: 'See your swap',
        path: '/swaps',
      };
    case 'DIGEST': {
      const count = content.matches.length;
      return {
        subject: count === 1 ? 'A new match for your listing' : `${count} new matches for your listing`,
        lines: [
          `New in My Preference since yesterday:`,
          ...content.matches.map((m) => `- ${nameOf(m)} (${m.score}% match): has ${m.have}; wants ${m.want}`),
        ],
        action: 'See your matches',
        path: '/matches',
      };
    }
  }
}

/** The email of one notification. `unsubscribe` is the signed one-click link for this kind. */
export function notificationEmail(options: {
  to: string;
  content: Content;
  appOrigin: string;
  unsubscribe: string;
  settingsUrl: string;
}): MailMessage {
  const { to, content, appOrigin, unsubscribe, settingsUrl } = options;
  const p = parts(content);
  const link = `${appOrigin}${p.path}`;
  const text = [
    ...p.lines,
    '',
    `${p.action}: ${link}`,
    '',
    '--',
    `You get this email because "${KIND_LABEL[content.kind]}" emails are on for your Campus Swap account.`,
    `Stop these emails (one click, no sign-in): ${unsubscribe}`,
    `All notification settings: ${settingsUrl}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; color: #1a1a1a; line-height: 1.5">
${p.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #cc0033; color: #fff; border-radius: 8px; text-decoration: none; font-weight: 600">${escapeHtml(p.action)}</a></p>
<hr>
<p style="color: #666; font-size: 13px">You get this email because “${escapeHtml(KIND_LABEL[content.kind])}” emails are on for your Campus Swap account.
<a href="${escapeHtml(unsubscribe)}">Stop these emails</a> (one click, no sign-in) ·
<a href="${escapeHtml(settingsUrl)}">All notification settings</a></p>
</body></html>`;
  return {
    to,
    subject: p.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The push payload of one notification (shown by the service worker; a click opens `url`). */
export function notificationPush(content: Content): PushPayload {
  const p = parts(content);
  const body =
    content.kind === 'DIGEST'
      ? content.matches
          .slice(0, 3)
          .map((m) => `${nameOf(m)}: has ${m.have}`)
          .join('\n')
      : p.lines.slice(0, 2).join(' ');
  return { title: p.subject, body, url: p.path, tag: content.kind.toLowerCase() };
}
