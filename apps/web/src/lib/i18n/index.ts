import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

export {
  applyLanguage,
  browserLanguage,
  chooseLanguage,
  currentLanguage,
  i18n,
  lastShownLanguage,
  rememberedLanguage,
  showCandidateLanguage,
} from './i18n';

/**
 * A component's messages from one namespace (its feature's catalogue, src/locales/<lang>/<namespace>.json).
 * `t('key', { count })` formats ICU MessageFormat; dates and numbers go through Intl (lib/i18n/format.ts).
 */
export function useT(namespace: string) {
  return useTranslation(namespace, { i18n });
}
