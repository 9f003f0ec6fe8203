import { type RefObject, useEffect } from 'react';

/** Moves focus to the first control of a step when it appears (each login step replaces the last). */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    ref.current?.focus();
  }, [ref]);
}
