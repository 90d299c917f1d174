import type { CandidateLanguage } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { api } from '@/lib/api-client';
import { rememberedLanguage } from '@/lib/i18n';
import { LanguageScope, useServerLanguage } from '@/lib/i18n/language-scope';
import { candidateApiPath } from './application';
import { candidateSelfQueryOptions } from './get-candidate-self';

/** PUT /api/candidate/language: the signed-in candidate's language, which their emails follow. */
export const saveCandidateLanguage = (language: CandidateLanguage) =>
  api.put(candidateApiPath('/language'), { language });

function saveQuietly(language: CandidateLanguage) {
  // The page already shows the choice and the device remembers it; a failed save only leaves the
  // emails in the previous language, which the next choice (or visit) retries.
  saveCandidateLanguage(language).catch(() => undefined);
}

/** Passes the candidate record's language to the scope, and saves a choice made before signing in. */
function CandidateServerLanguage() {
  const self = useQuery(candidateSelfQueryOptions());
  const server = self.data?.language ?? null;
  useServerLanguage(server);
  const synced = useRef(false);
  useEffect(() => {
    if (!self.data || synced.current) return;
    synced.current = true;
    // Chosen on the accept or sign-in page, before there was a session to save it with.
    const remembered = rememberedLanguage();
    if (remembered && remembered !== server) saveQuietly(remembered);
  }, [self.data, server]);
  return null;
}

/** The candidate area's layout: every page in the candidate's language. */
export function CandidateLanguageScope() {
  return (
    <LanguageScope onChosen={saveQuietly}>
      <CandidateServerLanguage />
      <Outlet />
    </LanguageScope>
  );
}
