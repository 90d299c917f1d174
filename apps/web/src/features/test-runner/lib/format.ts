/** A moment in the page's language (undefined: the browser's), e.g. '3 Mar 2026, 14:05'. */
export const formatMoment = (iso: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
