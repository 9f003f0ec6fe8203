// /post: the two-step listing wizard. Step 1 is what the student has (kept in sessionStorage so a reload
// or a detour keeps it), step 2 what they want. Saving creates or replaces their one listing.
import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link, useNavigate } from 'react-router';
import { PageSkeleton } from '../../../components/Skeleton.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { useCatalog } from '../../../lib/catalog.ts';
import { markInstallEarned } from '../../../lib/install.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { useProfileRequired } from '../../../lib/useProfileRequired.ts';
import { paths } from '../../../paths.ts';
import { errorFields } from '../../../lib/api-errors.ts';
import { useMyListing, useSaveListing } from '../api/listing.ts';
import {
  clearChangedErrors,
  DRAFT_KEY,
  emptyHave,
  emptyWant,
  type FieldErrors,
  type HaveValues,
  haveErrors,
  haveFromListing,
  hallsOf,
  type ListingType,
  mapServerFields,
  parseDraft,
  SAVE_REDIRECT_MS,
  sanitizeHave,
  setHave,
  shouldAutoAdvance,
  toListingInput,
  type WantValues,
  wantErrors,
  wantFromListing,
} from '../wizard.ts';
import { CAMPUS_SELECT, PERMIT_TYPE_SELECT, SelectField } from './fields.tsx';
import { WantFields } from './WantFields.tsx';
import '../listings.css';

function readDraft(): HaveValues | null {
  try {
    return parseDraft(window.sessionStorage.getItem(DRAFT_KEY));
  } catch {
    return null;
  }
}

function writeDraft(values: HaveValues | null): void {
  try {
    if (values) window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    else window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage unavailable (private mode, quota): the wizard still works, it just forgets on reload.
  }
}

const typeChoices: { value: ListingType; label: string; hint: string }[] = [
  { value: 'DORM', label: 'Dorm room', hint: 'Swap your residence hall room' },
  { value: 'PARKING', label: 'Parking permit', hint: 'Swap your campus parking permit' },
];

export function PostPage() {
  usePageTitle('Post your listing');
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { catalog, loading: catalogLoading, error: catalogError, refetch: refetchCatalog } = useCatalog();
  const myListing = useMyListing();
  const { saveListing, saving } = useSaveListing();

  const draftAtStart = useRef<HaveValues | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [have, setHaveValues] = useState<HaveValues>(emptyHave);
  const [want, setWant] = useState<WantValues>(emptyWant);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const touched = useRef(false);
  const stepChanged = useRef(false);

  // The saved step-1 draft, read once the page is on screen: the server has no sessionStorage, and the
  // hydrating render must be the server's (read while rendering, a draft was React error #418 on every
  // reload of /post, ADR 293). Before the listing's fill below, and before a paint.
  useLayoutEffect(() => {
    draftAtStart.current = readDraft();
    if (draftAtStart.current) setHaveValues(draftAtStart.current);
  }, []);

  // An existing listing fills the form (saving replaces it), unless the student already started typing.
  const existing = myListing.data?.myListing ?? null;
  useEffect(() => {
    if (!existing || touched.current) return;
    if (!draftAtStart.current) setHaveValues(haveFromListing(existing));
    setWant(wantFromListing(existing));
  }, [existing]);

  // Drop draft values the catalog no longer has.
  useEffect(() => {
    if (catalog) setHaveValues((values) => sanitizeHave(values, catalog));
  }, [catalog]);

  useEffect(() => {
    if (touched.current && !saved) writeDraft(have);
  }, [have, saved]);

  // Focus the new step's heading so keyboard and screen-reader users land at its start (each step's
  // form has its own key, so its heading mounts afresh and this ref runs).
  const stepHeading = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || !stepChanged.current) return;
    stepChanged.current = false;
    heading.focus();
  }, []);

  // The redirect after saving; cancelled if the student leaves first.
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => navigate(paths.matches), SAVE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  const redirectIfProfileRequired = useProfileRequired(myListing.error);

  const goTo = (next: 1 | 2) => {
    stepChanged.current = true;
    setStep(next);
  };

  const changeHave = <K extends keyof HaveValues>(key: K, value: HaveValues[K]) => {
    if (!catalog) return;
    touched.current = true;
    const next = setHave(catalog.campuses, have, key, value);
    setHaveValues(next);
    setErrors((e) => ({ ...e, [key]: undefined }));
    if (shouldAutoAdvance(have, next)) goTo(2);
  };

  // What ties a select of step 1 to its value: id, value, message and change.
  const bindHave = (key: Exclude<keyof HaveValues, 'type'>) => ({
    id: key,
    value: have[key],
    error: errors[key],
    onChange: (value: string) => changeHave(key, value),
  });

  const changeType = (type: ListingType) => {
    touched.current = true;
    setHaveValues((values) => ({ ...values, type }));
    setErrors({});
  };

  const changeWant = (next: WantValues) => {
    touched.current = true;
    setErrors((e) => clearChangedErrors(e, want, next));
    setWant(next);
  };

  const continueToStep2 = (event: FormEvent) => {
    event.preventDefault();
    const found = haveErrors(have);
    setErrors(found);
    if (Object.keys(found).length === 0) goTo(2);
    else focusFirstError(found);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || saved) return;
    const stepOne = haveErrors(have);
    if (Object.keys(stepOne).length > 0) {
      setErrors(stepOne);
      goTo(1);
      return;
    }
    const found = wantErrors(have.type, want, have);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    try {
      await saveListing(toListingInput(have, want));
      writeDraft(null);
      setSaved(true);
      // a listing saved: the student has a reason to come back, so the install offer may show (ADR 305)
      markInstallEarned();
      showToast('Listing saved successfully!', 'success');
    } catch (error) {
      if (redirectIfProfileRequired(error)) return;
      const mapped = mapServerFields(errorFields(error));
      if (Object.keys(mapped.errors).length > 0) {
        setErrors(mapped.errors);
        if (mapped.step !== step) goTo(mapped.step);
      }
      showToast('Failed to save listing', 'error');
    }
  };

  if (catalogLoading && !catalog) return <PageSkeleton />;
  if (!catalog) {
    return (
      <div className="page page--narrow">
        <h1>Post your listing</h1>
        <p role="alert">{catalogError ? 'The options could not be loaded.' : 'Loading…'}</p>
        <button type="button" className="button button--secondary" onClick={() => refetchCatalog()}>
          Try again
        </button>
      </div>
    );
  }

  const isDorm = have.type === 'DORM';
  const campusNames = catalog.campuses.map((c) => c.name);
  const skip = (
    <Link to={paths.matches} className="lf-skip">
      Skip for now
    </Link>
  );

  return (
    <div className="page page--narrow post-wizard">
      <div className="post-wizard__top">
        <h1>{existing?.active ? 'Update your listing' : 'Post your listing'}</h1>
        {/* nothing to skip from once a listing exists (ADR 301) */}
        {existing ? null : skip}
      </div>
      <p className="lead">
        {existing?.active
          ? 'Saving replaces your current listing.'
          : 'Tell other students what you have and what you want: a dorm room or a parking permit.'}
      </p>
      <ol className="lf-progress" aria-label="Progress">
        {STEP_TITLES.map((title, i) => (
          <li key={title} aria-current={step === i + 1 ? 'step' : undefined}>
            {title}
          </li>
        ))}
      </ol>

      {step === 1 ? (
        <WizardStep key="step-1" number={1} headingRef={stepHeading} onSubmit={continueToStep2}>
          <fieldset className="lf-fieldset lf-type">
            <legend className="lf-label">What do you want to swap?</legend>
            <div className="lf-type__choices">
              {typeChoices.map((choice) => (
                <label key={choice.value} className="lf-type__choice">
                  <input
                    type="radio"
                    name="listing-type"
                    value={choice.value}
                    checked={have.type === choice.value}
                    onChange={() => changeType(choice.value)}
                  />
                  <span className="lf-type__label">{choice.label}</span>
                  <span className="lf-type__hint">{choice.hint}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="lf-fieldset">
            <legend className="lf-label">{isDorm ? 'Your current room' : 'Your current permit'}</legend>
            {isDorm ? (
              <>
                <SelectField {...CAMPUS_SELECT} options={campusNames} {...bindHave('campusNow')} />
                <SelectField
                  label="Dorm"
                  placeholder={have.campusNow ? 'Select a dorm' : 'Choose a campus first'}
                  options={hallsOf(catalog.campuses, have.campusNow)}
                  disabled={!have.campusNow}
                  {...bindHave('dormNow')}
                />
                <SelectField
                  label="Room type"
                  placeholder="Select a room type"
                  options={catalog.roomTypes}
                  {...bindHave('roomTypeNow')}
                />
              </>
            ) : (
              <>
                <SelectField {...CAMPUS_SELECT} options={campusNames} {...bindHave('permitCampusNow')} />
                <SelectField
                  {...PERMIT_TYPE_SELECT}
                  options={catalog.permitTypes}
                  {...bindHave('permitTypeNow')}
                />
              </>
            )}
          </fieldset>
          <div className="lf-actions">
            <button type="submit" className="button button--primary">
              Continue
            </button>
          </div>
        </WizardStep>
      ) : (
        <WizardStep key="step-2" number={2} headingRef={stepHeading} onSubmit={submit}>
          <fieldset className="lf-fieldset lf-fieldset--plain">
            <legend className="visually-hidden">
              {isDorm ? 'The room you want' : 'The permit you want'}
            </legend>
            <WantFields
              idPrefix="post"
              type={have.type}
              catalog={catalog}
              value={want}
              errors={errors}
              onChange={changeWant}
            />
          </fieldset>
          <div className="lf-actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => goTo(1)}
              disabled={saving}
            >
              Back
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={saving || saved}
              aria-busy={saving}
            >
              {saving ? 'Saving…' : 'Save listing'}
            </button>
          </div>
        </WizardStep>
      )}
    </div>
  );
}

const STEP_TITLES = ['What you have', 'What you want'] as const;

/** One step's form; its heading takes focus when the step changes (see `stepHeading`). */
function WizardStep({
  number,
  headingRef,
  onSubmit,
  children,
}: {
  number: 1 | 2;
  headingRef(heading: HTMLHeadingElement | null): void;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
}) {
  return (
    <form className="lf-form" onSubmit={onSubmit} noValidate aria-labelledby="post-step-heading">
      <h2 id="post-step-heading" ref={headingRef} tabIndex={-1} className="lf-step-heading">
        {`Step ${number} of ${STEP_TITLES.length}: ${STEP_TITLES[number - 1]}`}
      </h2>
      {children}
    </form>
  );
}

/** Moves focus to the first control with a message, so the student sees what to fix. */
function focusFirstError(errors: FieldErrors): void {
  const first = Object.keys(errors).find((key) => errors[key]);
  if (!first) return;
  window.requestAnimationFrame(() => {
    const el = document.getElementById(first) ?? document.getElementById(`post-${first}`);
    el?.focus();
  });
}
