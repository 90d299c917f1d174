import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from './text-field';

type CandidateValues = { full_name: string; email: string; phone?: string; position?: string };

/** A candidate's name, email, phone and position: the add-candidate dialog's and an assessment's form. */
export function CandidateFields<T extends CandidateValues>({
  idPrefix,
  register,
  errors,
}: {
  /** Keeps the ids unique when two forms are on one page. */
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<CandidateValues>;
}) {
  const field = register as unknown as UseFormRegister<CandidateValues>;
  return (
    <>
      <TextField
        id={`${idPrefix}-full-name`}
        label="Full name"
        required
        autoComplete="off"
        error={errors.full_name?.message}
        {...field('full_name')}
      />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        required
        autoComplete="off"
        error={errors.email?.message}
        {...field('email')}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label="Phone"
        type="tel"
        error={errors.phone?.message}
        {...field('phone')}
      />
      <TextField
        id={`${idPrefix}-position`}
        label="Position"
        error={errors.position?.message}
        {...field('position')}
      />
    </>
  );
}
