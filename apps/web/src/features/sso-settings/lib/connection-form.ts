import { SSO_DEFAULT_ROLES, SSO_PROTOCOLS, type TCreateSsoConnectionInput } from '@app/contracts';
import { z } from 'zod';

export const SAML_SOURCES = ['metadataUrl', 'metadataXml', 'manual'] as const;

/** The add-connection form: every protocol's fields, of which the chosen ones must be filled. */
export const ZConnectionForm = z
  .object({
    protocol: z.enum(SSO_PROTOCOLS),
    domain: z.string().trim().min(1, 'required'),
    defaultRole: z.enum(SSO_DEFAULT_ROLES),
    issuer: z.string().trim(),
    clientId: z.string().trim(),
    clientSecret: z.string().trim(),
    samlSource: z.enum(SAML_SOURCES),
    metadataUrl: z.string().trim(),
    metadataXml: z.string().trim(),
    idpEntityId: z.string().trim(),
    entryPoint: z.string().trim(),
    certificate: z.string().trim(),
  })
  .superRefine((form, ctx) => {
    const need = (field: keyof typeof form) => {
      if (!form[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    };
    if (form.protocol === 'oidc') {
      for (const field of ['issuer', 'clientId', 'clientSecret'] as const) need(field);
    } else if (form.samlSource === 'metadataUrl') need('metadataUrl');
    else if (form.samlSource === 'metadataXml') need('metadataXml');
    else for (const field of ['idpEntityId', 'entryPoint', 'certificate'] as const) need(field);
  });
export type ConnectionForm = z.infer<typeof ZConnectionForm>;

export const EMPTY_CONNECTION_FORM: ConnectionForm = {
  protocol: 'oidc',
  domain: '',
  defaultRole: 'reviewer',
  issuer: '',
  clientId: '',
  clientSecret: '',
  samlSource: 'metadataUrl',
  metadataUrl: '',
  metadataXml: '',
  idpEntityId: '',
  entryPoint: '',
  certificate: '',
};

/** What the server receives: only the chosen protocol's and source's settings. */
export function toCreateInput(form: ConnectionForm): TCreateSsoConnectionInput {
  const base = { domain: form.domain.toLowerCase(), defaultRole: form.defaultRole };
  if (form.protocol === 'oidc') {
    return {
      ...base,
      oidc: { issuer: form.issuer, clientId: form.clientId, clientSecret: form.clientSecret },
    };
  }
  if (form.samlSource === 'metadataUrl') return { ...base, saml: { metadataUrl: form.metadataUrl } };
  if (form.samlSource === 'metadataXml') return { ...base, saml: { metadataXml: form.metadataXml } };
  return {
    ...base,
    saml: { idpEntityId: form.idpEntityId, entryPoint: form.entryPoint, certificate: form.certificate },
  };
}
