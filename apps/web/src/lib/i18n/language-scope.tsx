import type { CandidateLanguage } from '@app/contracts';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import {
  applyLanguage,
  browserLanguage,
  i18n,
  lastShownLanguage,
  rememberedLanguage,
  showCandidateLanguage,
} from './i18n';
import { resolveLanguage } from './resolve-language';

type LanguageScopeValue = {
  /** Tells the scope the company's language for this candidate (null: none known). */
  setServerLanguage: (language: CandidateLanguage | null) => void;
  /** Called after the switcher applied a choice (a signed-in candidate's is saved so emails follow). */
  onChosen?: (language: CandidateLanguage) => void;
};

const LanguageScopeContext = createContext<LanguageScopeValue | null>(null);

// Scopes mounted now. Leaving the last one (a candidate page for an admin page on the same device) puts the
// app back in English and left-to-right; going from one scope to the next (sign-in, then the dashboard)
// must not flash English in between, so the reset waits a tick for the next scope to mount.
let mountedScopes = 0;

/**
 * The layout of pages a candidate reads (sign-in, the accept and join pages, the candidate area): shows
 * them in the candidate's language. Every other page stays English (admin pages are English only).
 */
export function LanguageScope({
  children = <Outlet />,
  onChosen,
}: {
  children?: ReactNode;
  onChosen?: (language: CandidateLanguage) => void;
}) {
  const [serverLanguage, setServerLanguage] = useState<CandidateLanguage | null>(null);
  const [value] = useState<LanguageScopeValue>(() => ({ setServerLanguage, onChosen }));

  useEffect(() => {
    mountedScopes += 1;
    return () => {
      mountedScopes -= 1;
      setTimeout(() => {
        if (mountedScopes === 0 && i18n.language !== 'en') void applyLanguage('en');
      }, 0);
    };
  }, []);

  useEffect(() => {
    void showCandidateLanguage(
      resolveLanguage({
        remembered: rememberedLanguage(),
        server: serverLanguage,
        lastShown: lastShownLanguage(),
        browser: browserLanguage(),
      }),
    );
  }, [serverLanguage]);

  return <LanguageScopeContext.Provider value={value}>{children}</LanguageScopeContext.Provider>;
}

/** A page's knowledge of the candidate's language (an invitation's, the candidate record's). */
export function useServerLanguage(language: CandidateLanguage | null): void {
  const scope = useContext(LanguageScopeContext);
  useEffect(() => {
    scope?.setServerLanguage(language);
  }, [scope, language]);
}

export function useLanguageScope(): LanguageScopeValue | null {
  return useContext(LanguageScopeContext);
}
