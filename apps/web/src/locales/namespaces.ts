/**
 * The namespaces fetched one by one (lib/i18n/i18n.ts), each its own chunk: those a candidate reads (every
 * namespace another language translates; catalogues.test.ts checks that) and the sign-in page's single
 * sign-on button. Every other namespace is an admin page's: their English catalogues are one chunk
 * (vite.config.ts), loaded together the first time an admin page needs one.
 */
export const SEPARATE_NAMESPACES: readonly string[] = [
  'auth',
  'candidate-dashboard',
  'candidate-feedback',
  'candidate-profile',
  'common',
  'invitation',
  'invite-link',
  'proof',
  'shell',
  'sso-sign-in',
  'test-runner',
];

/** For the build's chunking: whether a module is one of the admin pages' English catalogues. */
export function isAdminCatalogue(moduleId: string): boolean {
  const namespace = /[\\/]src[\\/]locales[\\/]en[\\/]([^\\/]+)\.json$/.exec(moduleId)?.[1];
  return namespace !== undefined && !SEPARATE_NAMESPACES.includes(namespace);
}
