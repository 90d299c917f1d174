/** The hero's figures (SPEC.md section 1), apart from content.ts, which loads with the sections below it. */
export const STATS = [
  { value: '90%', label: 'Faster test creation' },
  { value: '60%', label: 'Shorter time-to-hire' },
  { value: '40%', label: 'Better candidate quality' },
] as const;
