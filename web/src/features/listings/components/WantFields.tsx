// The "what you want" controls, shared by step 2 of the wizard and the preferences form on /account.
import { LISTING_FIELDS } from '@campus-swap/schema/listing-rules';
import { CAMPUS_SELECT, CheckboxGroup, FieldError, PERMIT_TYPE_SELECT, SelectField } from './fields.tsx';
import {
  type CampusOption,
  type FieldErrors,
  type ListingType,
  pruneDormWant,
  type WantValues,
  wantedHallGroups,
} from '../wizard.ts';

/** The timing question in the words of the thing swapped: nobody moves with a parking permit (ADR 301). */
export const TIMING_QUESTION: Record<ListingType, string> = {
  DORM: 'When do you want to move?',
  PARKING: 'When do you want to switch?',
};

export interface WantCatalog {
  campuses: readonly CampusOption[];
  roomTypes: readonly string[];
  permitTypes: readonly string[];
  moveTimings: readonly string[];
}

interface WantFieldsProps {
  idPrefix: string;
  type: ListingType;
  catalog: WantCatalog;
  value: WantValues;
  onChange(value: WantValues): void;
  errors: FieldErrors;
  /** Notes belong to the listing, not to the preferences: the account form leaves them out. */
  withNotes?: boolean;
}

export function WantFields({
  idPrefix,
  type,
  catalog,
  value,
  onChange,
  errors,
  withNotes = true,
}: WantFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  // the server's own limit, from the rule it enforces (listing-rules.ts)
  const notesMax = LISTING_FIELDS.notes.maxLength.max;
  const campusNames = catalog.campuses.map((c) => c.name);
  const hallGroups = wantedHallGroups(catalog.campuses, value.campusWant).map((c) => ({
    name: c.name,
    options: c.halls,
  }));
  const set = (patch: Partial<WantValues>) => onChange({ ...value, ...patch });
  // What ties a select to its value: id, value, message and change.
  const bindSelect = (key: 'permitCampusWant' | 'permitTypeWant' | 'moveWhen') => ({
    id: id(key),
    value: value[key],
    error: errors[key],
    onChange: (next: string) => set({ [key]: next }),
  });

  return (
    <>
      {type === 'DORM' ? (
        <>
          <CheckboxGroup
            id={id('campusWant')}
            legend="Preferred campuses"
            options={campusNames}
            selected={value.campusWant}
            error={errors.campusWant}
            onChange={(campusWant) =>
              set({ campusWant, dormWant: pruneDormWant(catalog.campuses, campusWant, value.dormWant) })
            }
          />
          <CheckboxGroup
            id={id('dormWant')}
            legend="Preferred dorms"
            options={[]}
            groups={hallGroups}
            selected={value.dormWant}
            disabled={value.campusWant.length === 0}
            hint={value.campusWant.length === 0 ? 'Choose a preferred campus first.' : undefined}
            error={errors.dormWant}
            onChange={(dormWant) => set({ dormWant })}
          />
          <CheckboxGroup
            id={id('roomTypeWant')}
            legend="Preferred room types"
            options={catalog.roomTypes}
            selected={value.roomTypeWant}
            error={errors.roomTypeWant}
            onChange={(roomTypeWant) => set({ roomTypeWant })}
          />
        </>
      ) : (
        <fieldset className="lf-fieldset">
          <legend className="lf-label">Permit you want</legend>
          <SelectField {...CAMPUS_SELECT} options={campusNames} {...bindSelect('permitCampusWant')} />
          <SelectField
            {...PERMIT_TYPE_SELECT}
            options={catalog.permitTypes}
            {...bindSelect('permitTypeWant')}
          />
        </fieldset>
      )}
      <SelectField
        label={TIMING_QUESTION[type]}
        placeholder="Select a timing"
        options={catalog.moveTimings}
        {...bindSelect('moveWhen')}
      />
      <div className="lf-field">
        <label className="lf-check lf-check--single">
          <input
            type="checkbox"
            name={id('flexible')}
            checked={value.flexible}
            onChange={(event) => set({ flexible: event.target.checked })}
          />
          <span>I’m flexible about the details</span>
        </label>
        <FieldError id={id('flexible-error')} message={errors.flexible} />
      </div>
      {withNotes ? (
        <div className="lf-field">
          <label htmlFor={id('notes')} className="lf-label">
            Notes <span className="lf-optional">(optional)</span>
          </label>
          <textarea
            id={id('notes')}
            name={id('notes')}
            className="lf-textarea"
            rows={3}
            maxLength={notesMax}
            value={value.notes}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={`${id('notes')}-count${errors.notes ? ` ${id('notes')}-error` : ''}`}
            onChange={(event) => set({ notes: event.target.value })}
          />
          <p id={`${id('notes')}-count`} className="lf-hint lf-count">
            {value.notes.length}/{notesMax}
          </p>
          <FieldError id={`${id('notes')}-error`} message={errors.notes} />
        </div>
      ) : null}
    </>
  );
}
