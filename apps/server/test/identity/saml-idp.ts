import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import * as samlify from 'samlify';

// samlify refuses to parse without a validator; the IdP checks well-formedness, as the SSO plugin does.
samlify.setSchemaValidator({
  validate: async (xml: string) => {
    if (XMLValidator.validate(xml, { allowBooleanAttributes: true }) === true) return 'SUCCESS_VALIDATE_XML';
    throw new Error('ERR_INVALID_XML');
  },
});

const keys = path.join(import.meta.dirname, 'keys');
const pem = (name: string) => readFileSync(path.join(keys, name), 'utf8');
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const KEY_FILES = { idp: 'idp', other: 'other-idp' } as const;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export type Assertion = {
  email: string;
  /** The AuthnRequest answered; '' for an unsolicited response. */
  inResponseTo: string;
  /** Defaults to a fresh id; the same id twice is a replay. */
  assertionId?: string;
  /** Defaults to the SP's entity ID. */
  audience?: string;
  /** Defaults to five minutes from now. */
  notOnOrAfter?: Date;
  /** 'other' signs with a key the connection does not trust. */
  signer?: 'idp' | 'other';
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A SAML 2.0 identity provider (samlify as the IdP, signing real assertions) on loopback: metadata at
 * /metadata, single sign-on at /sso (HTTP-Redirect) showing a small login page whose form answers the
 * service provider with an auto-posting form (HTTP-POST), as Okta or Entra ID do.
 */
export async function startSamlIdp(port = 0) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityID = `${origin}/metadata`;
  const idpOf = (signer: 'idp' | 'other') =>
    samlify.IdentityProvider({
      entityID,
      signingCert: pem(`${KEY_FILES[signer]}.cert.pem`),
      privateKey: pem(`${KEY_FILES[signer]}.key.pem`),
      singleSignOnService: [
        { Binding: REDIRECT, Location: `${origin}/sso` },
        { Binding: POST, Location: `${origin}/sso` },
      ],
      nameIDFormat: [EMAIL_FORMAT],
      isAssertionEncrypted: false,
    });
  const idp = idpOf('idp');
  let sp: samlify.ServiceProviderInstance | null = null;

  const connectedSp = () => {
    if (!sp) throw new Error('connect the service provider first');
    return sp;
  };

  async function issue(assertion: Assertion) {
    const serviceProvider = connectedSp();
    const now = new Date();
    const notOnOrAfter = (assertion.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
    const acs = serviceProvider.entityMeta.getAssertionConsumerService('post') as string;
    const signer = idpOf(assertion.signer ?? 'idp');
    const id = `_${crypto.randomUUID()}`;
    const response = await signer.createLoginResponse(
      serviceProvider,
      { extract: { request: { id: assertion.inResponseTo } } },
      'post',
      { email: assertion.email },
      (template: string) => ({
        id,
        context: samlify.SamlLib.replaceTagsByValue(template, {
          ID: id,
          AssertionID: assertion.assertionId ?? `_${crypto.randomUUID()}`,
          Destination: acs,
          Audience: assertion.audience ?? serviceProvider.entityMeta.getEntityID(),
          SubjectRecipient: acs,
          Issuer: entityID,
          IssueInstant: now.toISOString(),
          StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
          ConditionsNotBefore: new Date(now.getTime() - 60_000).toISOString(),
          ConditionsNotOnOrAfter: notOnOrAfter,
          SubjectConfirmationDataNotOnOrAfter: notOnOrAfter,
          NameIDFormat: EMAIL_FORMAT,
          NameID: assertion.email,
          InResponseTo: assertion.inResponseTo,
          AuthnStatement: '',
          AttributeStatement: '',
        }),
      }),
    );
    return { acsUrl: acs, samlResponse: response.context };
  }

  server.on('request', async (request, reply) => {
    const url = new URL(request.url ?? '/', origin);
    try {
      if (request.method === 'GET' && url.pathname === '/metadata') {
        reply.writeHead(200, { 'content-type': 'application/xml' }).end(idp.getMetadata());
        return;
      }
      if (request.method === 'GET' && url.pathname === '/sso') {
        const parsed = await idp.parseLoginRequest(connectedSp(), 'redirect', {
          query: Object.fromEntries(url.searchParams),
          octetString: '',
        });
        const requestId = String(parsed.extract.request?.id ?? '');
        const relayState = url.searchParams.get('RelayState') ?? '';
        reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test IdP sign-in</title></head><body>
<h1>Test identity provider</h1>
<form method="post" action="/login">
<label>Email <input type="email" name="email" required autocomplete="off"></label>
<input type="hidden" name="requestId" value="${escapeHtml(requestId)}">
<input type="hidden" name="RelayState" value="${escapeHtml(relayState)}">
<button type="submit">Sign in</button>
</form></body></html>`);
        return;
      }
      if (request.method === 'POST' && url.pathname === '/login') {
        const form = await readForm(request);
        const { acsUrl, samlResponse } = await issue({
          email: form.get('email') ?? '',
          inResponseTo: form.get('requestId') ?? '',
        });
        const relayState = form.get('RelayState') ?? '';
        if (request.headers.accept === 'application/json') {
          reply
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ acsUrl, SAMLResponse: samlResponse, RelayState: relayState }));
          return;
        }
        reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signing in…</title></head>
<body onload="document.forms[0].submit()">
<form method="post" action="${escapeHtml(acsUrl)}">
<input type="hidden" name="SAMLResponse" value="${escapeHtml(samlResponse)}">
<input type="hidden" name="RelayState" value="${escapeHtml(relayState)}">
<noscript><button type="submit">Continue</button></noscript>
</form></body></html>`);
        return;
      }
      reply.writeHead(404).end();
    } catch (error) {
      reply.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    }
  });

  return {
    origin,
    entityID,
    metadataUrl: entityID,
    metadataXml: idp.getMetadata(),
    certificate: pem('idp.cert.pem'),
    ssoUrl: `${origin}/sso`,
    /** The service provider's metadata (our SP metadata URL's answer) so the IdP knows its ACS and entity ID. */
    connect(spMetadataXml: string) {
      sp = samlify.ServiceProvider({ metadata: spMetadataXml });
    },
    issue,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
