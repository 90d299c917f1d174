import { describe, expect, it } from 'vitest';
import { ssoErrorMessage } from './sso-error';

describe('ssoErrorMessage', () => {
  it('words the codes the identity provider round trip returns, never showing a raw code', () => {
    expect(ssoErrorMessage('invalid_provider', 'token_not_verified')).toEqual({
      key: 'login.error.invalid_provider',
    });
    expect(ssoErrorMessage('state_mismatch', null)).toEqual({ key: 'login.error.state' });
    expect(ssoErrorMessage('invalid_state', 'missing_sso_provider_reference')).toEqual({
      key: 'login.error.state',
    });
    expect(ssoErrorMessage('something_new', 'token_not_verified')).toEqual({ key: 'login.error.fallback' });
    expect(ssoErrorMessage('constructor', null)).toEqual({ key: 'login.error.fallback' });
  });

  it("shows an unknown error's description when it is a sentence", () => {
    expect(ssoErrorMessage('temporarily_unavailable', 'The directory is down for maintenance.')).toEqual({
      text: 'The directory is down for maintenance.',
    });
  });
});
