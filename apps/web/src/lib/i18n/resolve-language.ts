import { type CandidateLanguage, matchCandidateLanguage } from '@app/contracts';

/**
 * The language a candidate page shows (issue 23): the candidate's own choice on this device first, then
 * what the company knows (the CSV's language column, the assessment's language, an invitation link's
 * `lang`), then the language this device last showed a candidate page in (so a candidate who signed out
 * reads the sign-in page as they read their dashboard), then the browser's preference.
 */
export function resolveLanguage(sources: {
  remembered: CandidateLanguage | null;
  server: string | null | undefined;
  lastShown: CandidateLanguage | null;
  browser: CandidateLanguage;
}): CandidateLanguage {
  return sources.remembered ?? matchCandidateLanguage(sources.server) ?? sources.lastShown ?? sources.browser;
}
