import { i18n } from './i18n';

/**
 * Vitest setup for the web project: unit tests render a feature's components without the page that loads
 * their namespaces first, so every English catalogue is loaded before any test (as before issue 24, when
 * English was bundled). i18n.test.ts checks the per-namespace loading on a fresh instance.
 */
const englishCatalogues = import.meta.glob('../../locales/en/*.json');
await i18n.loadNamespaces(
  Object.keys(englishCatalogues).map((path) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length)),
);
