// The profile fields shared by /profile-setup and the account page (name, age, year, Instagram, LinkedIn).
import type { Ref } from 'react';
import { useCatalog } from '../../../lib/catalog.ts';
import { useRules } from '../../../lib/config.ts';
import { type ProfileDraft, yearLabel } from '../lib/profile.ts';
import { SelectField, TextField } from './Field.tsx';

export type ProfileFieldErrors = Partial<Record<keyof ProfileDraft, string>>;

interface ProfileFieldsProps {
  draft: ProfileDraft;
  errors: ProfileFieldErrors;
  onChange(next: ProfileDraft): void;
  firstFieldRef?: Ref<HTMLInputElement>;
}

export function emptyDraft(): ProfileDraft {
  return { name: '', age: '', year: '', instagram: '', linkedin: '' };
}

export function draftFromUser(user: {
  name?: string | null;
  age?: number | null;
  year?: string | null;
  instagram?: string | null;
  linkedin?: string | null;
}): ProfileDraft {
  return {
    name: user.name ?? '',
    age: user.age == null ? '' : String(user.age),
    year: user.year ?? '',
    instagram: user.instagram ?? '',
    linkedin: user.linkedin ?? '',
  };
}

export function ProfileFields({ draft, errors, onChange, firstFieldRef }: ProfileFieldsProps) {
  const { catalog } = useCatalog();
  const years = catalog?.years ?? [];
  const rules = useRules();
  const set = (field: keyof ProfileDraft) => (value: string) => onChange({ ...draft, [field]: value });
  return (
    <>
      <TextField
        inputRef={firstFieldRef}
        label="Name"
        name="name"
        autoComplete="name"
        maxLength={80}
        value={draft.name}
        error={errors.name}
        onChange={(event) => set('name')(event.target.value)}
      />
      <TextField
        label="Age"
        name="age"
        type="number"
        inputMode="numeric"
        min={rules?.ageMin}
        max={rules?.ageMax}
        step={1}
        value={draft.age}
        error={errors.age}
        onChange={(event) => set('age')(event.target.value)}
      />
      <SelectField
        label="Academic year"
        name="year"
        value={draft.year}
        error={errors.year}
        onChange={(event) => set('year')(event.target.value)}
      >
        <option value="">Select your year</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {yearLabel(year)}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Instagram"
        optional
        name="instagram"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="@yourhandle"
        maxLength={60}
        value={draft.instagram}
        error={errors.instagram}
        onChange={(event) => set('instagram')(event.target.value)}
      />
      <TextField
        label="LinkedIn"
        optional
        name="linkedin"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="linkedin.com/in/you"
        maxLength={200}
        value={draft.linkedin}
        error={errors.linkedin}
        onChange={(event) => set('linkedin')(event.target.value)}
      />
    </>
  );
}
