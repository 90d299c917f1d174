import type { DocBlock } from './content.types';

/**
 * Single sign-on for an IT admin (issue 22): what to paste in each direction for Okta, Microsoft Entra ID
 * and Google Workspace over OpenID Connect and SAML 2.0, domain verification, requiring SSO, break glass.
 */
export const SSO_DOC_BLOCKS: DocBlock[] = [
  {
    type: 'paragraph',
    text: 'Single sign-on lets your admins and reviewers sign in with your identity provider (IdP) instead of a HireAssess password. It is part of the Enterprise plan and is set up by an admin under Settings → Single sign-on. Each connection serves one email domain; a person of that domain who has no account yet joins your team with the connection’s default role (reviewer or admin) the first time they sign in. Candidates are never affected: they keep signing in from their invitation.',
  },
  { type: 'heading', text: 'The order of the steps' },
  {
    type: 'list',
    ordered: true,
    items: [
      'In your IdP, create an application for HireAssess (the sections below say how). For SAML, HireAssess’s values are only known once the connection exists: create the connection with the IdP’s values first, then paste ours into the IdP.',
      'In HireAssess, Settings → Single sign-on → Add connection: choose OpenID Connect or SAML 2.0, your email domain, the default role, and paste the IdP’s values.',
      'Publish the DNS TXT record the connection shows, then select Verify. Until the domain is verified, sign-in through the connection is refused.',
      'Test: on the sign-in page, type a work email address of the domain and select Continue with single sign-on.',
      'Optionally, require single sign-on for members and choose a break-glass admin.',
    ],
  },
  { type: 'heading', text: 'Values HireAssess gives you' },
  {
    type: 'table',
    caption:
      'What to paste into your identity provider (each connection card shows its own, with copy buttons)',
    columns: ['Value', 'Protocol', 'Looks like'],
    rows: [
      [
        'Redirect URI (sign-in redirect URI, reply URL)',
        'OpenID Connect',
        'https://<your HireAssess address>/api/auth/sso/callback',
      ],
      [
        'Assertion Consumer Service (ACS) URL, single sign-on URL, reply URL',
        'SAML 2.0',
        'https://<your HireAssess address>/api/auth/sso/saml2/sp/acs/<connection id>',
      ],
      [
        'Entity ID, audience URI, identifier',
        'SAML 2.0',
        'https://<your HireAssess address>/api/auth/sso/saml2/sp/metadata?providerId=<connection id>',
      ],
      [
        'Service provider metadata URL (for IdPs that import it)',
        'SAML 2.0',
        'https://<your HireAssess address>/api/auth/sso/saml2/sp/metadata?providerId=<connection id>',
      ],
    ],
  },
  { type: 'heading', text: 'Values your identity provider gives you' },
  {
    type: 'table',
    caption: 'What to paste into HireAssess',
    columns: ['Protocol', 'Field in HireAssess', 'Where it comes from'],
    rows: [
      [
        'OpenID Connect',
        'Issuer URL',
        "The IdP's issuer; HireAssess reads <issuer>/.well-known/openid-configuration",
      ],
      [
        'OpenID Connect',
        'Client ID and client secret',
        'The application (client) you created for HireAssess',
      ],
      ['SAML 2.0', 'IdP metadata URL, or metadata XML', "The IdP's federation metadata for the application"],
      [
        'SAML 2.0',
        'Or: IdP entity ID, single sign-on URL and signing certificate (PEM)',
        'The same three values, when the IdP shows them separately',
      ],
    ],
  },
  {
    type: 'note',
    text: 'People are matched by email address: the IdP must send the person’s work email (OpenID Connect: the email claim with the openid, email and profile scopes; SAML: the NameID in the emailAddress format). An address outside the connection’s domain is refused.',
  },
  { type: 'heading', text: 'Okta' },
  {
    type: 'list',
    items: [
      'OpenID Connect: Applications → Create App Integration → OIDC – OpenID Connect → Web Application. Sign-in redirect URIs: our redirect URI. Grant type: Authorization Code. Assign the people or groups who may sign in. In HireAssess paste the issuer https://<your Okta domain> (or https://<your Okta domain>/oauth2/default if you use that authorization server), the Client ID and the Client secret.',
      'SAML 2.0: Applications → Create App Integration → SAML 2.0. Single sign-on URL: our ACS URL (tick “Use this for Recipient URL and Destination URL”). Audience URI (SP Entity ID): our entity ID. Name ID format: EmailAddress; Application username: Email. Then, on the Sign On tab, copy the Metadata URL into HireAssess’s IdP metadata URL. Assign the people or groups.',
    ],
  },
  { type: 'heading', text: 'Microsoft Entra ID' },
  {
    type: 'list',
    items: [
      'OpenID Connect: App registrations → New registration. Redirect URI: platform Web, our redirect URI. Under Certificates & secrets create a client secret (copy its Value). Under API permissions keep openid, email and profile. In HireAssess paste the issuer https://login.microsoftonline.com/<Directory (tenant) ID>/v2.0, the Application (client) ID and the secret’s value. Make sure each person has an email address (the mail attribute).',
      'SAML 2.0: Enterprise applications → New application → Create your own application → “Integrate any other application you don’t find in the gallery”. Single sign-on → SAML. Basic SAML Configuration: Identifier (Entity ID) = our entity ID; Reply URL (Assertion Consumer Service URL) = our ACS URL. Attributes & Claims: Unique User Identifier (Name ID) = user.mail, format Email address. Under SAML Certificates copy the App Federation Metadata Url into HireAssess’s IdP metadata URL. Assign users and groups.',
    ],
  },
  { type: 'heading', text: 'Google Workspace' },
  {
    type: 'list',
    items: [
      'OpenID Connect: in the Google Cloud console of your Workspace organisation, APIs & Services → OAuth consent screen (user type Internal), then Credentials → Create credentials → OAuth client ID → Web application. Authorized redirect URIs: our redirect URI. In HireAssess paste the issuer https://accounts.google.com, the Client ID and the Client secret.',
      'SAML 2.0: Admin console → Apps → Web and mobile apps → Add app → Add custom SAML app. On the Google Identity Provider details page, download the IdP metadata (paste the XML into HireAssess) or copy the SSO URL, Entity ID and Certificate. Service provider details: ACS URL = our ACS URL, Entity ID = our entity ID, Name ID format EMAIL, Name ID = Basic Information › Primary email. Then turn the app on for the organisational units or groups who may sign in.',
    ],
  },
  { type: 'heading', text: 'Verifying your domain' },
  {
    type: 'paragraph',
    text: 'Each connection shows a TXT record: a name (_hireassess-sso-<connection id>.<your domain>) and a value. Add it at your DNS provider and select Verify; DNS changes can take a few minutes, sometimes longer, to appear. A domain verified by one company cannot be claimed by another. Re-verify checks the record again whenever you choose: if the record is gone, the domain becomes unverified and sign-in through the connection is refused until it is back. Nothing re-checks it behind your back. Keep the record published for as long as you use the connection.',
  },
  { type: 'heading', text: 'Requiring single sign-on, and the break-glass admin' },
  {
    type: 'list',
    items: [
      'Once at least one connection’s domain is verified, tick “Require single sign-on for members”. Your admins and reviewers are then refused password sign-in and password resets, with a message telling them to use single sign-on.',
      'Choose a break-glass admin: one of your admins who can still sign in with a password, for when your IdP is down or misconfigured. Keep their password strong and known to few.',
      'Candidates — including candidates whose address is on your domain — keep signing in from their invitation.',
      'If the last verified connection is deleted or its domain is unverified, the requirement is switched off, so nobody is locked out.',
    ],
  },
  { type: 'heading', text: 'What is refused, and why' },
  {
    type: 'table',
    caption: 'Sign-ins single sign-on refuses, with the message shown on the sign-in page',
    columns: ['Situation', 'What happens'],
    rows: [
      ['The domain is not verified', 'Sign-in does not start: the domain has not been verified'],
      [
        'A SAML response with an invalid signature or outside its validity period (NotOnOrAfter)',
        'Refused: the response could not be verified',
      ],
      [
        'A SAML response for another service provider (wrong audience)',
        'Refused: the audience does not match',
      ],
      [
        'A SAML response used twice, unsolicited, or answering a request HireAssess did not send',
        'Refused; sign-in must start from the HireAssess sign-in page',
      ],
      ['An OpenID Connect callback whose state does not match the sign-in it started', 'Refused'],
      ['The address belongs to a candidate, or to a member of another company', 'Refused, with that reason'],
    ],
  },
];
