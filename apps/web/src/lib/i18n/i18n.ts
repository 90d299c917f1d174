import {
  CANDIDATE_LANGUAGES,
  type CandidateLanguage,
  LANGUAGE_INFO,
  matchCandidateLanguage,
} from '@app/contracts';
import i18next, { type BackendModule } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import common from '../../locales/en/common.json';
import shell from '../../locales/en/shell.json';
import { SEPARATE_NAMESPACES } from '../../locales/namespaces';

/**
 * The web app's messages (issue 23): one JSON catalogue per language and namespace in src/locales/<lang>/,
 * ICU MessageFormat syntax (plurals, selects, numbers). A namespace is a feature folder's name
 * ('test-runner'), or 'common'. Catalogues, English's included, are fetched when a page first needs them
 * (issue 24: the admin pages' English catalogues were most of every translated page's download): a candidate
 * page's one by one, the admin pages' all at once (locales/namespaces.ts). `useT` suspends until its
 * namespace is there, so no page shows a raw key. Only pages that translate import this module, so the
 * landing page does not download it.
 */
type Catalogue = Record<string, string>;

const catalogueModules = import.meta.glob<Catalogue>('../../locales/*/*.json', { import: 'default' });

function catalogueLoader(language: string, namespace: string) {
  return catalogueModules[`../../locales/${language}/${namespace}.json`];
}

async function readEnglish(namespace: string): Promise<Catalogue> {
  const load = catalogueLoader('en', namespace);
  if (!load) return {};
  if (SEPARATE_NAMESPACES.includes(namespace)) return load();
  // An admin page's: its parts that render later (a tab, a table's cells, a dialog; the Invite tab's are
  // invite-link's) must not wait for their messages then, so every English catalogue comes now, in one
  // wait: the admin pages' in one module (one download), the others each their own.
  const separate = SEPARATE_NAMESPACES.filter((other) => !i18n.hasResourceBundle('en', other));
  const [{ adminCatalogues }, ...rest] = await Promise.all([
    import('../../locales/admin-catalogues'),
    ...separate.map((other) => catalogueLoader('en', other)?.() ?? {}),
  ]);
  separate.forEach((other, index) => {
    i18n.addResourceBundle('en', other, rest[index], true, false);
  });
  for (const [other, catalogue] of Object.entries(adminCatalogues)) {
    if (other !== namespace && !i18n.hasResourceBundle('en', other))
      i18n.addResourceBundle('en', other, catalogue, true, false);
  }
  return adminCatalogues[namespace] ?? load();
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const translation = language === 'en' ? undefined : catalogueLoader(language, namespace);
    // A namespace not translated (the admin pages are English only) reads as English in every language.
    (translation ? translation() : readEnglish(namespace)).then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, null),
    );
  },
};

/** i18next-icu's parse, which its types leave out. */
type IcuParse = (res: unknown, ...rest: unknown[]) => string;
const icuParse = (ICU.prototype as unknown as { parse: IcuParse }).parse;

/** A parsed message that is text alone (intl-messageformat's literal elements), as that text. */
function plainText(message: unknown): string | null {
  if (!Array.isArray(message)) return null;
  let text = '';
  for (const part of message) {
    if (part?.type !== 0) return null;
    text += part.value;
  }
  return text;
}

/**
 * i18next-icu makes an IntlMessageFormat of every message, and the first one loads the browser's ICU locale
 * data (Intl.NumberFormat.supportedLocalesOf: about 50 ms on the VM, four times that on Lighthouse's phone),
 * inside the pre-rendered login's hydration. A message that is text alone (all of the login's) needs no
 * formatting: it is its text.
 */
class TextFirstIcu extends ICU {
  parse(res: unknown, ...rest: unknown[]): string {
    return plainText(res) ?? icuParse.call(this, res, ...rest);
  }
}

export const i18n = i18next.createInstance();

i18n
  .use(TextFirstIcu)
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...CANDIDATE_LANGUAGES],
    // i18next's default would turn 'pt-BR' into 'pt' first; the catalogues are named by the full tag.
    load: 'currentOnly',
    // English's 'common' and 'shell' come with this module: server errors and form rules read 'common'
    // outside any component (server-errors.ts), and the candidate pages' frames (AuthCard, AppShell) read
    // 'shell' below the page's own namespace, which would otherwise be a second wait. Every other namespace
    // is fetched when a page first asks for it.
    ns: ['common', 'shell'],
    defaultNS: 'common',
    resources: { en: { common, shell } },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A component whose namespace is still loading suspends (the route's Suspense keeps the previous page,
    // or the spinner on a first load) instead of rendering its keys.
    react: { useSuspense: true },
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

/** The language last asked of i18next and the change that shows it (resolved once its catalogues are in). */
let asked: { language: string; change: Promise<unknown> } | null = null;

/** Shows the app in a language, and sets the page's lang and dir so screen readers and layout follow. */
export async function applyLanguage(language: CandidateLanguage): Promise<void> {
  // i18next emits languageChanged even for the language it already shows, and every component that
  // translates re-renders on it at once: on a candidate page's first load (its language scope applies the
  // language it resolved), a second, synchronous render of the whole page right after hydration.
  const showing = asked ? asked.language : i18n.language;
  if (language !== showing) asked = { language, change: i18n.changeLanguage(language) };
  await asked?.change;
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
