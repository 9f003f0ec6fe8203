import type { ReactNode } from 'react';
import { type PublicRules, useRules } from '../../../lib/config.ts';

export interface Step {
  title: string;
  /** A sentence naming a server rule (ADR 080) leaves it out until /health/config has answered. */
  text(rules: PublicRules | null): string;
  icon: ReactNode;
}

/** A step's line icon, drawn by one path. */
function icon(path: string): ReactNode {
  return (
    <svg
      width={28}
      height={28}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable={false}
    >
      <path d={path} />
    </svg>
  );
}

export const steps: readonly Step[] = [
  {
    title: 'Post',
    text: () =>
      'Share the dorm room or parking permit you have now and what you would swap it for. One listing, ready in a minute.',
    icon: icon('M12 5v14M5 12h14'),
  },
  {
    title: 'Match',
    text: (rules) =>
      `We rank students whose listing fits yours, best fits first, and re-check your matches${rules ? ` every ${rules.matchRecheckMinutes} minutes` : ''}.`,
    icon: icon('M7 7h11l-4-4M17 17H6l4 4'),
  },
  {
    title: 'Connect',
    text: () =>
      'Reveal your interest. Once you both reveal, you see each other’s email, Instagram and LinkedIn.',
    icon: icon('M20 12a8 8 0 0 1-11.6 7.1L4 20l.9-4.4A8 8 0 1 1 20 12z'),
  },
];

/** A step's card content: its icon, numbered title and text (the row's item or the carousel's slide). */
export function StepCardContent({ step, number }: { step: Step; number: number }) {
  const rules = useRules();
  return (
    <>
      <span className="step-card__icon">{step.icon}</span>
      <h3 className="step-card__title">
        <span className="step-card__number">{number}</span> {step.title}
      </h3>
      <p>{step.text(rules)}</p>
    </>
  );
}
