import type { CandidateLanguage } from '@app/contracts';

/** A row the intake admitted: its row number in the file, the email as given and as normalised. */
export type Admitted = {
  row: number;
  givenEmail: string;
  fullName: string;
  email: string;
  phone: string | null;
  position: string | null;
  experienceLevel: string | null;
  /** The candidate's language (issue 23); null: the assessment's applies. */
  language: CandidateLanguage | null;
};
