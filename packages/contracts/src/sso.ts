import { z } from 'zod';

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
export type TSsoProtocol = (typeof SSO_PROTOCOLS)[number];

export const SSO_DEFAULT_ROLES = ['reviewer', 'admin'] as const;

/** Shown by the server when password sign-in or reset is refused for a member of a company that requires SSO. */
export const SSO_REQUIRED_MESSAGE =
  'Your company requires single sign-on. Use "Continue with single sign-on" with your work email address.';

const ZDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Enter a domain such as example.com',
  );

const ZHttpsUrl = z.url({ protocol: /^https?$/ });

const ZOidcSettings = z.object({
  issuer: ZHttpsUrl.describe("The identity provider's issuer; its discovery document is read from it"),
  clientId: z.string().trim().min(1, 'Enter the client ID').max(500),
  clientSecret: z.string().trim().min(1, 'Enter the client secret').max(2000),
  scopes: z.array(z.string().trim().min(1).max(100)).max(20).optional(),
});

const ZSamlSettings = z
  .object({
    idpEntityId: z
      .string()
      .trim()
      .max(1000)
      .optional()
      .describe("The IdP's entity ID (issuer), with entryPoint"),
    metadataXml: z.string().trim().max(100_000).optional().describe("The IdP's metadata XML"),
    metadataUrl: ZHttpsUrl.optional().describe("The IdP's metadata URL (fetched once when saved)"),
    entryPoint: ZHttpsUrl.optional().describe("The IdP's single sign-on URL, with certificate"),
    certificate: z.string().trim().max(20_000).optional().describe("The IdP's signing certificate (PEM)"),
  })
  .refine(
    (s) => Boolean(s.metadataXml || s.metadataUrl || (s.entryPoint && s.certificate && s.idpEntityId)),
    {
      message: 'Give the metadata URL or XML, or the entry point, entity ID and certificate',
    },
  );

export const ZCreateSsoConnectionInput = z
  .object({
    domain: ZDomain,
    defaultRole: z.enum(SSO_DEFAULT_ROLES),
    oidc: ZOidcSettings.optional(),
    saml: ZSamlSettings.optional(),
  })
  .refine((v) => Boolean(v.oidc) !== Boolean(v.saml), { message: 'Configure either OpenID Connect or SAML' })
  .meta({ id: 'CreateSsoConnection' });
export type TCreateSsoConnectionInput = z.infer<typeof ZCreateSsoConnectionInput>;

export const ZUpdateSsoConnectionInput = z
  .object({ defaultRole: z.enum(SSO_DEFAULT_ROLES) })
  .meta({ id: 'UpdateSsoConnection' });
export type TUpdateSsoConnectionInput = z.infer<typeof ZUpdateSsoConnectionInput>;

export const ZSsoConnectionParams = z.object({ providerId: z.string().min(1).max(100) });

export const ZSsoConnection = z
  .object({
    providerId: z.string(),
    protocol: z.enum(SSO_PROTOCOLS),
    domain: z.string(),
    domainVerified: z.boolean(),
    domainCheckedAt: z.iso.datetime().nullable(),
    defaultRole: z.enum(SSO_DEFAULT_ROLES),
    issuer: z.string().describe('OIDC: the IdP issuer; SAML: the IdP entity ID'),
    dnsRecord: z.object({
      type: z.literal('TXT'),
      name: z.string().describe('The TXT record name to create'),
      value: z.string().describe('The TXT record value'),
    }),
    serviceProvider: z.object({
      redirectUri: z.string().nullable().describe('OIDC: the redirect (callback) URI to register at the IdP'),
      acsUrl: z.string().nullable().describe('SAML: the Assertion Consumer Service URL'),
      entityId: z.string().nullable().describe('SAML: the SP entity ID (audience)'),
      metadataUrl: z.string().nullable().describe('SAML: the SP metadata URL'),
    }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'SsoConnection' });
export type TSsoConnection = z.infer<typeof ZSsoConnection>;

export const ZSsoSettings = z
  .object({
    connections: z.array(ZSsoConnection),
    ssoRequired: z.boolean(),
    breakGlassUserId: z.string().nullable(),
    admins: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  })
  .meta({ id: 'SsoSettings' });
export type TSsoSettings = z.infer<typeof ZSsoSettings>;

export const ZUpdateSsoPolicyInput = z
  .object({ ssoRequired: z.boolean(), breakGlassUserId: z.string().trim().min(1).max(200).nullable() })
  .meta({ id: 'UpdateSsoPolicy' });
export type TUpdateSsoPolicyInput = z.infer<typeof ZUpdateSsoPolicyInput>;

export const ZSsoVerifyResult = z
  .object({ verified: z.boolean(), message: z.string(), connection: ZSsoConnection })
  .meta({ id: 'SsoVerifyResult' });
