import type { CandidateLanguage } from '@app/contracts';
import { matchCandidateLanguage } from '@app/contracts';

/**
 * The language a candidate reads (issue 23): their own (their choice, the CSV's column, the API's or the
 * add-candidate form's field), else the language the admin chose for the assessment; null when neither
 * says, where the web app follows the browser.
 */
export function candidateLanguageOf(sources: {
  candidate: string | null | undefined;
  assessment: string | null | undefined;
}): CandidateLanguage | null {
  return matchCandidateLanguage(sources.candidate) ?? matchCandidateLanguage(sources.assessment);
}

/** What the server writes (an email, a report) has no browser to follow: English when nobody chose. */
export function writtenLanguageOf(sources: {
  candidate: string | null | undefined;
  assessment: string | null | undefined;
}): CandidateLanguage {
  return candidateLanguageOf(sources) ?? 'en';
}

/** A candidate link carries the language so the page opens in it before anyone signs in. */
export function withLanguage(url: string, language: CandidateLanguage | null): string {
  if (!language) return url;
  const link = new URL(url);
  link.searchParams.set('lang', language);
  return link.toString();
}
