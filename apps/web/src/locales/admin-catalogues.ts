/**
 * Every admin page's English catalogue in one module, imported by lib/i18n/i18n.ts when an admin page first
 * needs one: one download. Through the per-file glob each catalogue was a chunk of its own (about fifty
 * requests on every admin page's first load). The glob leaves out the namespaces fetched one by one
 * (namespaces.ts SEPARATE_NAMESPACES, which a glob cannot import); catalogues.test.ts checks that the two
 * lists agree.
 */
const modules = import.meta.glob<Record<string, string>>(
  [
    './en/*.json',
    '!./en/{auth,candidate-dashboard,candidate-feedback,candidate-profile,common,invitation,invite-link,proof,shell,sso-sign-in,test-runner}.json',
  ],
  { import: 'default', eager: true },
);

export const adminCatalogues: Record<string, Record<string, string>> = Object.fromEntries(
  Object.entries(modules).map(([path, catalogue]) => [
    path.slice('./en/'.length, -'.json'.length),
    catalogue,
  ]),
);
