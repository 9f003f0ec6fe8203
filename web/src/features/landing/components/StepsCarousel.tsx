import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import {
  CAROUSEL_INTERVAL_MS,
  nextIndex,
  prevIndex,
  shouldAutoRotate,
  swipeDirection,
  wrapIndex,
} from '../../../lib/carousel.ts';
import { Chevron } from '../../../components/Chevron.tsx';
import { usePrefersReducedMotion } from '../../../lib/useMediaQuery.ts';
import { StepCardContent, steps } from './steps.tsx';

/**
 * WAI-ARIA APG carousel: auto-advances every 5 s, pauses while hovered, focused or touched, stops on request
 * and never moves by itself when the user prefers reduced motion. Swipe, buttons and dots all work.
 */
export function StepsCarousel({ labelledBy }: { labelledBy: string }) {
  const count = steps.length;
  const baseId = useId();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touching, setTouching] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const start = useRef<{ x: number; y: number; id: number } | null>(null);

  const canRotate = !reducedMotion && !stopped;
  const rotating = shouldAutoRotate({
    active: canRotate,
    paused: hovered || focused || touching,
    reducedMotion,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the 5 s timer after every change
  useEffect(() => {
    if (!rotating) return;
    // A timeout per slide: any manual change restarts the full 5 s.
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const go = (to: number) => setIndex(wrapIndex(to, count));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    setTouching(true);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const endPointer = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const from = start.current;
    start.current = null;
    setTouching(false);
    if (!from || from.id !== event.pointerId || cancelled) return;
    const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
    if (direction === 'next') setIndex((i) => nextIndex(i, count));
    if (direction === 'prev') setIndex((i) => prevIndex(i, count));
  };

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      data-rotating={rotating ? 'true' : 'false'}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="carousel__viewport"
        id={`${baseId}-slides`}
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={(e) => endPointer(e, false)}
        onPointerCancel={(e) => endPointer(e, true)}
      >
        <div className="carousel__track" style={{ transform: `translateX(${-100 * index}%)` }}>
          {steps.map((step, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern marks each slide as a group
            <div
              key={step.title}
              className="carousel__slide step-card"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${step.title}`}
              aria-hidden={i !== index}
              inert={i !== index}
              data-active={i === index ? 'true' : 'false'}
            >
              <StepCardContent step={step} number={i + 1} />
            </div>
          ))}
        </div>
      </div>

      <div className="carousel__controls">
        {reducedMotion ? null : (
          <button
            type="button"
            className="carousel__button carousel__rotation"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
          >
            {stopped ? (
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            ) : (
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
              </svg>
            )}
          </button>
        )}
        <StepButton direction="back" controls={`${baseId}-slides`} onClick={() => go(index - 1)} />
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form fieldset */}
        <div className="carousel__dots" role="group" aria-label="Choose a step">
          {steps.map((step, i) => (
            <button
              key={step.title}
              type="button"
              className="carousel__dot"
              aria-controls={`${baseId}-slides`}
              aria-label={`Step ${i + 1}: ${step.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <StepButton direction="forward" controls={`${baseId}-slides`} onClick={() => go(index + 1)} />
      </div>
    </section>
  );
}

function StepButton({
  direction,
  controls,
  onClick,
}: {
  direction: 'back' | 'forward';
  controls: string;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className="carousel__button"
      aria-controls={controls}
      aria-label={direction === 'back' ? 'Previous step' : 'Next step'}
      onClick={onClick}
    >
      <Chevron direction={direction} />
    </button>
  );
}
