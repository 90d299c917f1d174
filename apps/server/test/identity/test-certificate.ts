import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The SAML test IdP's signing certificate (keys/README.md): a valid PEM for connections made in tests. */
export const SSO_TEST_CERTIFICATE = readFileSync(
  path.join(import.meta.dirname, 'keys', 'idp.cert.pem'),
  'utf8',
);
