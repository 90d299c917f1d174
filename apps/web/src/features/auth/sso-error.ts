/**
 * The words for what the identity provider's round trip came back with (`?sso=failed&error=…`): a known
 * code has its own sentence; otherwise the description only when it is a sentence, never a raw code such
 * as `token_not_verified` (issue 37).
 */
const KNOWN_ERRORS: Record<string, string> = {
  saml_error: 'login.error.saml_error',
  unsolicited_response: 'login.error.unsolicited_response',
  replay_detected: 'login.error.replay_detected',
  state_mismatch: 'login.error.state',
  state_not_found: 'login.error.state',
  invalid_state: 'login.error.state',
  invalid_provider: 'login.error.invalid_provider',
  discovery_failed: 'login.error.discovery_failed',
  access_denied: 'login.error.access_denied',
};

const RAW_CODE = /^[\w.:-]+$/;

/** A translation key, or the provider's own sentence, for a returned error. */
export function ssoErrorMessage(
  error: string,
  description: string | null,
): { key: string } | { text: string } {
  if (Object.hasOwn(KNOWN_ERRORS, error)) return { key: KNOWN_ERRORS[error] ?? 'login.error.fallback' };
  const sentence = description?.trim();
  return sentence && !RAW_CODE.test(sentence) ? { text: sentence } : { key: 'login.error.fallback' };
}
