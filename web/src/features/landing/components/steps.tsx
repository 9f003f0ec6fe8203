import type { ReactNode } from 'react';

export interface Step {
  title: string;
  text: string;
  icon: ReactNode;
}

const iconProps = {
  width: 28,
  height: 28,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const steps: readonly Step[] = [
  {
    title: 'Post',
    text: 'Share the dorm room or parking permit you have now and what you would swap it for. One listing, ready in a minute.',
    icon: (
      <svg {...iconProps} aria-hidden="true">
        <path d="M12 5v14M5 12h14" />
      </svg>
    ),
  },
  {
    title: 'Match',
    text: 'We rank students whose listing fits yours, best fits first, and re-check your matches every 10 minutes.',
    icon: (
      <svg {...iconProps} aria-hidden="true">
        <path d="M7 7h11l-4-4M17 17H6l4 4" />
      </svg>
    ),
  },
  {
    title: 'Connect',
    text: 'Reveal your interest. Once you both reveal, you see each other’s email, Instagram and LinkedIn.',
    icon: (
      <svg {...iconProps} aria-hidden="true">
        <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l.9-4.4A8 8 0 1 1 20 12z" />
      </svg>
    ),
  },
];
