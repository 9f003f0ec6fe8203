// Keyboard movement between tabs, as a pure rule the tab list uses.

/** Moves focus between tabs with the arrow keys, Home and End (WAI-ARIA tabs pattern, wrapping). */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
