/** A row the intake admitted: its row number in the file, the email as given and as normalised. */
export type Admitted = {
  row: number;
  givenEmail: string;
  fullName: string;
  email: string;
  phone: string | null;
  position: string | null;
  experienceLevel: string | null;
};
