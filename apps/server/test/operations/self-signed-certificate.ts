import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Certificate = { certificatePath: string; keyPath: string; pem: string };

/**
 * A one-day certificate for 127.0.0.1 and localhost, made by the OS's openssl (node:crypto makes keys,
 * not X.509 certificates). Self-signed, so it is also the CA a test's client trusts.
 */
export async function createSelfSignedCertificate(dir: string): Promise<Certificate> {
  const certificatePath = path.join(dir, 'certificate.pem');
  const keyPath = path.join(dir, 'key.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout',
    keyPath,
    '-out',
    certificatePath,
  ]);
  return { certificatePath, keyPath, pem: await readFile(certificatePath, 'utf8') };
}
