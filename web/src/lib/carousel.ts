// Pure carousel maths, kept apart from React so it can be unit tested.

export const CAROUSEL_INTERVAL_MS = 5_000;
export const SWIPE_THRESHOLD_PX = 40;

/** Wraps any integer index into 0..count-1. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function prevIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

export type SwipeDirection = 'next' | 'prev' | null;

/**
 * Decides what a pointer drag means. A swipe must travel more than the threshold horizontally and be
 * more horizontal than vertical (so scrolling the page never changes the slide). Dragging to the left
 * shows the next slide.
 */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): SwipeDirection {
  if (Math.abs(dx) <= threshold) return null;
  if (Math.abs(dy) >= Math.abs(dx)) return null;
  return dx < 0 ? 'next' : 'prev';
}

export interface AutoRotateInput {
  reducedMotion: boolean;
  paused: boolean;
  active: boolean;
}

/** Auto-advance only runs when the carousel is shown, nobody is interacting and motion is welcome. */
export function shouldAutoRotate({ reducedMotion, paused, active }: AutoRotateInput): boolean {
  return active && !reducedMotion && !paused;
}
