import {
  CANDIDATE_LANGUAGES,
  type CandidateLanguage,
  LANGUAGE_INFO,
  matchCandidateLanguage,
} from '@app/contracts';
import i18next, { type BackendModule } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';

/**
 * The web app's messages (issue 23): one JSON catalogue per language and namespace in src/locales/<lang>/,
 * ICU MessageFormat syntax (plurals, selects, numbers). English is bundled; another language's catalogues
 * are fetched when it is chosen. A namespace is a feature folder's name ('test-runner'), or 'common'.
 * Only pages that translate import this module, so the landing page does not download it.
 */
type Catalogue = Record<string, string>;

const englishModules = import.meta.glob<Catalogue>('../../locales/en/*.json', {
  eager: true,
  import: 'default',
});
const translationModules = import.meta.glob<Catalogue>(
  ['../../locales/*/*.json', '!../../locales/en/*.json'],
  {
    import: 'default',
  },
);

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

const englishResources = Object.fromEntries(
  Object.entries(englishModules).map(([path, catalogue]) => [namespaceOf(path), catalogue]),
);

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = translationModules[`../../locales/${language}/${namespace}.json`];
    // A namespace not translated (the admin pages are English only) falls back to English.
    if (!load) return callback(null, {});
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, null),
    );
  },
};

export const i18n = i18next.createInstance();

i18n
  .use(ICU)
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...CANDIDATE_LANGUAGES],
    // i18next's default would turn 'pt-BR' into 'pt' first; the catalogues are named by the full tag.
    load: 'currentOnly',
    ns: Object.keys(englishResources),
    defaultNS: 'common',
    resources: { en: englishResources },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });

const REMEMBERED_LANGUAGE_KEY = 'hireassess.language';
const LAST_SHOWN_LANGUAGE_KEY = 'hireassess.lastLanguage';

function readStored(key: string): CandidateLanguage | null {
  try {
    return matchCandidateLanguage(window.localStorage.getItem(key));
  } catch {
    return null;
  }
}

function store(key: string, language: CandidateLanguage): void {
  try {
    window.localStorage.setItem(key, language);
  } catch {
    // Private modes may refuse storage: the language still holds for this visit.
  }
}

/** The language the person chose with the switcher on this device, if any. */
export function rememberedLanguage(): CandidateLanguage | null {
  return readStored(REMEMBERED_LANGUAGE_KEY);
}

/** The language this device last showed a candidate page in (not a choice: a hint for public pages). */
export function lastShownLanguage(): CandidateLanguage | null {
  return readStored(LAST_SHOWN_LANGUAGE_KEY);
}

/** Shows a candidate page in a language and notes it as this device's last one. */
export async function showCandidateLanguage(language: CandidateLanguage): Promise<void> {
  store(LAST_SHOWN_LANGUAGE_KEY, language);
  await applyLanguage(language);
}

/** The first of the browser's preferred languages that the product speaks; English when none. */
export function browserLanguage(): CandidateLanguage {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const match = matchCandidateLanguage(tag);
    if (match) return match;
  }
  return 'en';
}

/** Shows the app in a language, and sets the page's lang and dir so screen readers and layout follow. */
export async function applyLanguage(language: CandidateLanguage): Promise<void> {
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = LANGUAGE_INFO[language].dir;
}

/** A choice made with the switcher: applied now and remembered on this device. */
export async function chooseLanguage(language: CandidateLanguage): Promise<void> {
  store(REMEMBERED_LANGUAGE_KEY, language);
  await showCandidateLanguage(language);
}

export function currentLanguage(): CandidateLanguage {
  return matchCandidateLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
}
