import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppError } from '../../lib/app-error';
import { isForbiddenAddress } from './address-guard';

/** A webhook URL and the address it was checked against: deliveries connect to that address only. */
export type CheckedTarget = { url: URL; address: string; family: 4 | 6 };

const refuse = (message: string) => new AppError('VALIDATION_ERROR', message);

/**
 * Decision 008's SSRF rule: https only, and every address the host resolves to must be public, unless
 * WEBHOOKS_ALLOW_PRIVATE_URLS is on. Checked when an endpoint is saved and again before each attempt,
 * so a host that later resolves to an internal address (DNS rebinding) is refused then.
 */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('Enter a full URL, such as https://example.com/webhooks.');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw refuse('Webhook URLs must use https://.');
  }
  if (url.username || url.password) {
    throw refuse('Webhook URLs cannot contain a user name or password; authenticate with the signature.');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = await resolve(host);
  const forbidden = addresses.find((a) => isForbiddenAddress(a.address));
  if (forbidden && !allowPrivate) {
    throw refuse(
      `${url.hostname} resolves to ${forbidden.address}, which is not a public address (private, loopback, link-local or reserved). Webhooks can only be sent to public addresses.`,
    );
  }
  const [first] = addresses;
  if (!first) throw refuse(`${url.hostname} could not be resolved. Check the host name.`);
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

async function resolve(host: string): Promise<{ address: string; family: number }[]> {
  const literal = isIP(host);
  if (literal) return [{ address: host, family: literal }];
  try {
    return await lookup(host, { all: true, verbatim: true });
  } catch {
    throw refuse(`${host} could not be resolved. Check the host name.`);
  }
}
