// The chevron arrow: the header's way back to /matches and the carousel's previous / next buttons.
const shapes = { back: 'M15 5l-7 7 7 7', forward: 'M9 5l7 7-7 7' } as const;

export function Chevron({ direction }: { direction: keyof typeof shapes }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={shapes[direction]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
