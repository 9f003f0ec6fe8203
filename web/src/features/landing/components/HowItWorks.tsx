import { useMediaQuery } from '../../../lib/useMediaQuery.ts';
import { StepsCarousel } from './StepsCarousel.tsx';
import { StepCardContent, steps } from './steps.tsx';

/** A carousel on phones, a plain row of three cards on wider screens. */
export function HowItWorks() {
  const wide = useMediaQuery('(min-width: 48rem)');
  return (
    <section className="how" aria-labelledby="how-title">
      <h2 id="how-title" className="section-title">
        How it works
      </h2>
      {wide ? (
        <ol className="how__row">
          {steps.map((step, i) => (
            <li key={step.title} className="step-card">
              <StepCardContent step={step} number={i + 1} />
            </li>
          ))}
        </ol>
      ) : (
        <StepsCarousel labelledBy="how-title" />
      )}
    </section>
  );
}
