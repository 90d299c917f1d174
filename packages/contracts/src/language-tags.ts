/**
 * The languages a candidate can read the product in (issue 23), as BCP 47 tags. English is the source;
 * the others are translations in the catalogues (apps/web/src/locales, apps/server/src/i18n/locales).
 */
export const CANDIDATE_LANGUAGES = ['en', 'hi', 'es', 'fr', 'pt-BR', 'ar'] as const;
export type CandidateLanguage = (typeof CANDIDATE_LANGUAGES)[number];

/** Each language's own name (what a reader of it looks for in a switcher) and its writing direction. */
export const LANGUAGE_INFO: Record<
  CandidateLanguage,
  { nativeName: string; englishName: string; dir: 'ltr' | 'rtl' }
> = {
  en: { nativeName: 'English', englishName: 'English', dir: 'ltr' },
  hi: { nativeName: 'हिन्दी', englishName: 'Hindi', dir: 'ltr' },
  es: { nativeName: 'Español', englishName: 'Spanish', dir: 'ltr' },
  fr: { nativeName: 'Français', englishName: 'French', dir: 'ltr' },
  'pt-BR': { nativeName: 'Português (Brasil)', englishName: 'Portuguese (Brazil)', dir: 'ltr' },
  ar: { nativeName: 'العربية', englishName: 'Arabic', dir: 'rtl' },
};

/**
 * The supported language closest to a requested tag ('pt' and 'pt-PT' read Brazilian Portuguese, 'es-MX'
 * Spanish, 'ar-EG' Arabic), or null when none is close: the caller falls back to the next source.
 */
export function matchCandidateLanguage(tag: string | null | undefined): CandidateLanguage | null {
  if (!tag) return null;
  const wanted = tag.trim().replace('_', '-').toLowerCase();
  const exact = CANDIDATE_LANGUAGES.find((language) => language.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split('-')[0];
  return CANDIDATE_LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === primary) ?? null;
}

/** Why a language tag was refused (a CSV row, an API field): it names the codes that work. */
export const unknownLanguageMessage = (tag: string) =>
  `Unknown language "${tag.length > 40 ? `${tag.slice(0, 40)}…` : tag}": use one of ${CANDIDATE_LANGUAGES.join(', ')}`;
