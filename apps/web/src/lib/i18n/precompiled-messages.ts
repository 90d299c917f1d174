import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]src[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/;
const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * Build-only Vite plugin (vite.config.ts): the catalogues' ICU messages are parsed at build time, so the
 * browser gets each message as intl-messageformat's syntax tree and never downloads the parser (about 9 KB
 * gzipped, on every translated page). i18next passes a message that is not a string to i18next-icu as it
 * is, and intl-messageformat takes a parsed message as readily as its text. Parsed with i18next-icu's own
 * option (ignoreTag, for <Trans> tags); the catalogues use no date skeletons, the one syntax whose parse
 * depends on the locale. Dev and tests keep the texts and the parser; catalogues.test.ts parses them all, and
 * i18n.test.tsx checks the trees are the runtime parser's.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'hireassess:precompiled-messages',
    apply: 'build',
    // The browser's build only: the pre-rendering build (entry-server.tsx) runs in Node, where weight does not
    // matter.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== PARSER) return null;
      // The package's ES module build (its root no-parser.js is CommonJS).
      return this.resolve(`${PARSER}/lib/no-parser.js`, importer, { ...options, skipSelf: true });
    },
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const catalogue = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(catalogue).map(([key, message]) => [key, parse(message, { ignoreTag: true })]),
      );
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}
