import { CANDIDATE_LANGUAGES, type CandidateLanguage } from '@app/contracts';
import i18next, { type Resource } from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';
import arDecisions from './locales/ar/decisions.json';
import arFeedback from './locales/ar/feedback.json';
import arMail from './locales/ar/mail.json';
import arNotice from './locales/ar/notice.json';
import enDecisions from './locales/en/decisions.json';
import enFeedback from './locales/en/feedback.json';
import enMail from './locales/en/mail.json';
import enNotice from './locales/en/notice.json';
import esDecisions from './locales/es/decisions.json';
import esFeedback from './locales/es/feedback.json';
import esMail from './locales/es/mail.json';
import esNotice from './locales/es/notice.json';
import frDecisions from './locales/fr/decisions.json';
import frFeedback from './locales/fr/feedback.json';
import frMail from './locales/fr/mail.json';
import frNotice from './locales/fr/notice.json';
import hiDecisions from './locales/hi/decisions.json';
import hiFeedback from './locales/hi/feedback.json';
import hiMail from './locales/hi/mail.json';
import hiNotice from './locales/hi/notice.json';
import ptBRDecisions from './locales/pt-BR/decisions.json';
import ptBRFeedback from './locales/pt-BR/feedback.json';
import ptBRMail from './locales/pt-BR/mail.json';
import ptBRNotice from './locales/pt-BR/notice.json';

/**
 * What the server writes to a candidate, per language (issue 23): one JSON catalogue per language and
 * namespace in ./locales/<lang>/<namespace>.json, ICU MessageFormat syntax. The server bundles every
 * catalogue (a few kilobytes each); a message a translation lacks falls back to English.
 */
export const catalogues = {
  en: { mail: enMail, notice: enNotice, feedback: enFeedback, decisions: enDecisions },
  hi: { mail: hiMail, notice: hiNotice, feedback: hiFeedback, decisions: hiDecisions },
  es: { mail: esMail, notice: esNotice, feedback: esFeedback, decisions: esDecisions },
  fr: { mail: frMail, notice: frNotice, feedback: frFeedback, decisions: frDecisions },
  'pt-BR': { mail: ptBRMail, notice: ptBRNotice, feedback: ptBRFeedback, decisions: ptBRDecisions },
  ar: { mail: arMail, notice: arNotice, feedback: arFeedback, decisions: arDecisions },
} satisfies Record<CandidateLanguage, Record<string, Record<string, string>>>;

export type Namespace = keyof (typeof catalogues)['en'];

/**
 * ICU MessageFormat for i18next, as i18next-icu does it. i18next-icu itself is not used here: its ES build
 * takes intl-messageformat's CommonJS default export, which Node and the server's esbuild bundle (node
 * mode) hand over as the module object, so every message failed to parse.
 */
const icuFormat = {
  type: 'i18nFormat' as const,
  compiled: new Map<string, IntlMessageFormat>(),
  parse(message: string, values: Record<string, unknown>, language: string): string {
    const cacheKey = `${language}\u0000${message}`;
    let format = this.compiled.get(cacheKey);
    if (!format) {
      format = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
      this.compiled.set(cacheKey, format);
    }
    return String(format.format(values as Record<string, string | number>));
  },
};

const instance = i18next.createInstance();
void instance.use(icuFormat).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...CANDIDATE_LANGUAGES],
  // The catalogues are named by the full tag ('pt-BR'); i18next would otherwise look for 'pt' first.
  load: 'currentOnly',
  ns: Object.keys(catalogues.en),
  resources: catalogues as unknown as Resource,
  initAsync: false,
  // Templates escape for HTML themselves; the plain-text part must not carry entities.
  interpolation: { escapeValue: false },
  returnNull: false,
});

export type MessageValues = Record<string, string | number>;

/** Translates a namespace's messages into one language; English for a language without the message. */
export function translatorFor<N extends Namespace>(language: CandidateLanguage, namespace: N) {
  const fixed = instance.getFixedT(language, namespace);
  return (key: keyof (typeof catalogues)['en'][N] & string, values?: MessageValues): string =>
    fixed(key, values ?? {});
}

export type Translate<N extends Namespace> = ReturnType<typeof translatorFor<N>>;
