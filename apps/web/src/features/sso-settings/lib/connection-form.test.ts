import { describe, expect, it } from 'vitest';
import { EMPTY_CONNECTION_FORM, toCreateInput, ZConnectionForm } from './connection-form';

describe('the add-connection form', () => {
  it('requires the chosen protocol’s fields only', () => {
    const oidc = ZConnectionForm.safeParse({ ...EMPTY_CONNECTION_FORM, domain: 'example.com' });
    expect(oidc.success).toBe(false);
    expect(oidc.error?.issues.map((i) => i.path[0]).sort()).toEqual(['clientId', 'clientSecret', 'issuer']);
    const saml = ZConnectionForm.safeParse({
      ...EMPTY_CONNECTION_FORM,
      domain: 'example.com',
      protocol: 'saml',
      samlSource: 'metadataXml',
      metadataXml: '<EntityDescriptor/>',
    });
    expect(saml.success).toBe(true);
  });

  it('sends only the chosen SAML source, with the domain in lower case', () => {
    const input = toCreateInput({
      ...EMPTY_CONNECTION_FORM,
      domain: 'Example.COM',
      protocol: 'saml',
      samlSource: 'manual',
      idpEntityId: 'https://idp.example.com',
      entryPoint: 'https://idp.example.com/sso',
      certificate: 'PEM',
      metadataUrl: 'https://ignored.example.com',
    });
    expect(input).toEqual({
      domain: 'example.com',
      defaultRole: 'reviewer',
      saml: {
        idpEntityId: 'https://idp.example.com',
        entryPoint: 'https://idp.example.com/sso',
        certificate: 'PEM',
      },
    });
  });
});
