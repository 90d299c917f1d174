import { z } from 'zod';

/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'ha_live_';
/** Characters of the key kept and shown to tell keys apart: "ha_live_" and four more. */
export const API_KEY_VISIBLE_LENGTH = 12;
/** `ha_live_` + 32 random bytes in base64url (43 characters). */
export const API_KEY_PATTERN = /^ha_live_[A-Za-z0-9_-]{43}$/;

export const ZApiKeyInput = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Give the key a name, such as the system that will use it')
      .max(100, 'The name is longer than 100 characters'),
  })
  .meta({ id: 'ApiKeyRequest' });
export type TApiKeyInput = z.input<typeof ZApiKeyInput>;

export const ZApiKeyParams = z.object({ id: z.uuid('API key not found') });

export const ZApiKey = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** The key's first characters ("ha_live_3kF9"): enough to recognise it, useless to call the API. */
    prefix: z.string(),
    /** The admin who created it; null once that account is deleted. */
    createdBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
    createdAt: z.string(),
    /** Updated at most once a minute while the key is in use; null when never used. */
    lastUsedAt: z.string().nullable(),
    /** Set when revoked: from then on every request with the key answers 401. */
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyList = z.object({ items: z.array(ZApiKey) }).meta({ id: 'ApiKeyList' });
export type TApiKeyList = z.infer<typeof ZApiKeyList>;

/** The create answer: the only time the whole key is shown; only its SHA-256 is stored. */
export const ZApiKeyCreated = ZApiKey.extend({
  key: z.string().describe('The API key: shown once, store it in your secret manager now'),
}).meta({ id: 'ApiKeyCreated' });
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;
