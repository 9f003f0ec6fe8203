import { describe, expect, it } from 'vitest';
import { nextIndex, prevIndex, shouldAutoRotate, swipeDirection, wrapIndex } from './carousel.ts';

describe('carousel index maths', () => {
  it('wraps forwards and backwards', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(prevIndex(0, 3)).toBe(2);
    expect(prevIndex(1, 3)).toBe(0);
  });

  it('wraps arbitrary and negative indexes, and copes with no slides', () => {
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('swipeDirection', () => {
  it('needs more than 40 px of horizontal travel', () => {
    expect(swipeDirection(-40, 0)).toBeNull();
    expect(swipeDirection(40, 0)).toBeNull();
    expect(swipeDirection(-41, 0)).toBe('next');
    expect(swipeDirection(41, 0)).toBe('prev');
  });

  it('ignores mostly vertical drags (page scrolling)', () => {
    expect(swipeDirection(-60, 80)).toBeNull();
    expect(swipeDirection(60, -60)).toBeNull();
    expect(swipeDirection(-80, 30)).toBe('next');
  });

  it('honours a custom threshold', () => {
    expect(swipeDirection(-50, 0, 60)).toBeNull();
    expect(swipeDirection(-61, 0, 60)).toBe('next');
  });
});

describe('shouldAutoRotate', () => {
  it('rotates only when active, not paused and motion is allowed', () => {
    expect(shouldAutoRotate({ active: true, paused: false, reducedMotion: false })).toBe(true);
    expect(shouldAutoRotate({ active: true, paused: true, reducedMotion: false })).toBe(false);
    expect(shouldAutoRotate({ active: true, paused: false, reducedMotion: true })).toBe(false);
    expect(shouldAutoRotate({ active: false, paused: false, reducedMotion: false })).toBe(false);
  });
});
