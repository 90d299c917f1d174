import { CANDIDATE_LANGUAGES, type CandidateLanguage, LANGUAGE_INFO } from '@app/contracts';
import { ChevronDown, Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { inputBaseClass } from '@/components/ui/input';
import { chooseLanguage, currentLanguage, useT } from '@/lib/i18n';
import { useLanguageScope } from '@/lib/i18n/language-scope';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';

/**
 * The candidate's language choice (issue 23), each language under its own name so a reader finds theirs
 * whatever the page is in now. The choice is remembered on this device; a signed-in candidate's is also
 * saved to their record (the scope's onChosen), so their emails follow. A native select: the phone's own
 * picker, and no menu script on the pre-rendered login, whose hydration is its first-load cost.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useT('common');
  const scope = useLanguageScope();
  const labelId = useId();
  const value = currentLanguage();
  const [announced, setAnnounced] = useState<CandidateLanguage | null>(null);
  // On the pre-rendered login the choice works once React runs the page.
  const hydrated = useHydrated();
  const choose = (language: CandidateLanguage) => {
    void chooseLanguage(language).then(() => {
      setAnnounced(language);
      scope?.onChosen?.(language);
    });
  };
  return (
    <div className={cn('flex items-center gap-2', className)} data-language={i18n.language}>
      <Languages aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span id={labelId} className="sr-only">
        {t('language.label')}
      </span>
      <div className="relative">
        <select
          aria-labelledby={labelId}
          className={cn(inputBaseClass, 'h-9 w-auto min-w-36 cursor-pointer appearance-none py-1 pe-9')}
          data-testid="language-switcher"
          value={value}
          onChange={(event) => choose(event.target.value as CandidateLanguage)}
          disabled={!hydrated}
        >
          {CANDIDATE_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language} dir={LANGUAGE_INFO[language].dir}>
              {LANGUAGE_INFO[language].nativeName}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
      {/* Screen readers hear the switch, in the new language. */}
      <span className="sr-only" aria-live="polite">
        {announced ? t('language.changed', { language: LANGUAGE_INFO[announced].nativeName }) : ''}
      </span>
    </div>
  );
}
