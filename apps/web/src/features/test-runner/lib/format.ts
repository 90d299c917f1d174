/** A moment in the candidate's locale, e.g. '3 Mar 2026, 14:05'. */
export const formatMoment = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
