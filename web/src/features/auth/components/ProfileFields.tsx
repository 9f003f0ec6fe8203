// The profile fields shared by /profile-setup and the account page (name, age, year, Instagram, LinkedIn).
import type { Ref } from 'react';
import { useCatalog } from '../../../lib/catalog.ts';
import { useRules } from '../../../lib/config.ts';
import { type ProfileDraft, type ProfileFieldErrors, yearLabel } from '../lib/profile.ts';
import { SelectField, TextField } from '../../../components/Field.tsx';

interface ProfileFieldsProps {
  draft: ProfileDraft;
  errors: ProfileFieldErrors;
  onChange(next: ProfileDraft): void;
  firstFieldRef?: Ref<HTMLInputElement>;
}

export function ProfileFields({ draft, errors, onChange, firstFieldRef }: ProfileFieldsProps) {
  const { catalog } = useCatalog();
  const years = catalog?.years ?? [];
  const rules = useRules();
  // What ties a control to its field of the draft: its name, value, message and change.
  const bind = (field: keyof ProfileDraft) => ({
    name: field,
    value: draft[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange({ ...draft, [field]: event.target.value }),
  });
  // Instagram and LinkedIn: optional handles, typed as they are.
  const contact = { optional: true, autoCapitalize: 'none', spellCheck: false } as const;
  return (
    <>
      <TextField inputRef={firstFieldRef} label="Name" autoComplete="name" {...bind('name')} />
      <TextField
        label="Age"
        type="number"
        inputMode="numeric"
        min={rules?.ageMin}
        max={rules?.ageMax}
        step={1}
        {...bind('age')}
      />
      <SelectField label="Academic year" {...bind('year')}>
        <option value="">Select your year</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {yearLabel(year)}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Instagram"
        {...contact}
        autoComplete="off"
        placeholder="@yourhandle"
        {...bind('instagram')}
      />
      <TextField
        label="LinkedIn"
        {...contact}
        autoComplete="url"
        placeholder="linkedin.com/in/you"
        {...bind('linkedin')}
      />
    </>
  );
}
