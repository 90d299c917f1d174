import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { AppContext } from '../../context';
import { secretBox } from '../../lib/secret-box';
import { type CheckedTarget, checkWebhookUrl } from '../webhooks/url-guard';
import { DELIVERY_TIMEOUT_MS } from '../webhooks/webhook-transport';
import { greenhouseRepository as repo } from './greenhouse.repository';
import type { TGreenhouseCallbackPayload } from './greenhouse-callback.jobs';

/**
 * Greenhouse's "PATCH - Mark Test as Completed": a PATCH to the send_test `url`, "no parameters are
 * necessary", answered with a status code only. Sent to the address the SSRF check resolved (never a
 * fresh DNS answer), TLS verified against the URL's host; redirects are not followed.
 */
export function patchCallback(
  target: CheckedTarget,
  key: string,
): Promise<{ statusCode: number | null; error: string | null }> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: { statusCode: number | null; error: string | null }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      target.url,
      {
        method: 'PATCH',
        headers: {
          'user-agent': 'HireAssess-Greenhouse/1',
          'content-length': '0',
          // As Greenhouse authenticates its requests to us: the key as user name, an empty password.
          authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
        },
        lookup: pinned,
        agent: false,
      },
      (response) => {
        const statusCode = response.statusCode ?? null;
        const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
        finish({ statusCode, error: ok ? null : `HTTP ${statusCode}` });
        response.destroy();
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, error: `No response within ${DELIVERY_TIMEOUT_MS / 1000} s` });
      request.destroy();
    }, DELIVERY_TIMEOUT_MS);
    request.on('error', (error: Error & { code?: string }) =>
      finish({
        statusCode: null,
        error: (error.code ? `${error.code}: ${error.message}` : error.message).slice(0, 300),
      }),
    );
    request.end();
  });
}

/**
 * One attempt; throws when it failed, so the job is retried, until `retryUntil`: then the failure is logged
 * as an error and the job ends. Marks callback_sent_at on success.
 */
export async function sendGreenhouseCallback(
  context: Pick<AppContext, 'db' | 'config' | 'logger'>,
  { requestId, retryUntil }: TGreenhouseCallbackPayload,
): Promise<void> {
  const target = await repo.callbackTarget(context.db, requestId);
  if (!target?.callbackUrl) return;
  if (!target.keyEncrypted) {
    // Revoked since: the test_status request the PATCH triggers would be refused with this key.
    context.logger.warn(
      { greenhouseRequestId: requestId, companyId: target.companyId },
      'Greenhouse callback skipped: the key the test was sent with is revoked',
    );
    return;
  }
  const key = (await secretBox(context.config, 'greenhouse-key')).open(target.keyEncrypted);
  let outcome: { statusCode: number | null; error: string | null };
  try {
    outcome = await patchCallback(
      await checkWebhookUrl(target.callbackUrl, context.config.WEBHOOKS_ALLOW_PRIVATE_URLS),
      key,
    );
  } catch (error) {
    outcome = { statusCode: null, error: error instanceof Error ? error.message : 'refused' };
  }
  if (outcome.error !== null) {
    const details = {
      greenhouseRequestId: requestId,
      companyId: target.companyId,
      statusCode: outcome.statusCode,
      error: outcome.error,
    };
    if (retryUntil && Date.now() >= Date.parse(retryUntil)) {
      // Greenhouse no longer polls: without this PATCH it never shows the result.
      context.logger.error(
        details,
        'Greenhouse callback given up: Greenhouse was not told the test is complete',
      );
      return;
    }
    context.logger.warn(details, 'Greenhouse callback failed');
    throw new Error(`Greenhouse callback ${requestId} failed: ${outcome.error}`);
  }
  await repo.markCallbackSent(context.db, requestId);
}
