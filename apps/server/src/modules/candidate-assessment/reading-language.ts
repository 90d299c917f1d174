import { CANDIDATE_LANGUAGES, type CandidateLanguage, matchCandidateLanguage } from '@app/contracts';
import Negotiator from 'negotiator';

/**
 * The language a candidate reads their questions in (issue 23): their own choice or the CSV's, else the
 * assessment's, else the browser's (Accept-Language, the same source the web falls back to), else English.
 */
export function readingLanguage(
  candidate: { language: string | null; assessmentLanguage: string | null },
  acceptLanguage: string | undefined,
): CandidateLanguage {
  return (
    matchCandidateLanguage(candidate.language) ??
    matchCandidateLanguage(candidate.assessmentLanguage) ??
    browserLanguage(acceptLanguage) ??
    'en'
  );
}

function browserLanguage(acceptLanguage: string | undefined): CandidateLanguage | null {
  if (!acceptLanguage) return null;
  // The header's tags in the browser's order of preference; the first the product speaks wins.
  const preferred = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages();
  for (const tag of preferred) {
    const match = matchCandidateLanguage(tag);
    if (match && CANDIDATE_LANGUAGES.includes(match)) return match;
  }
  return null;
}
