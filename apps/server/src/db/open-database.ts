import type { AppConfig } from '../config/env';
import { startEmbeddedPostgres } from './embedded';

export type OpenDatabase = { url: string; embedded: boolean; created: boolean; stop: () => Promise<void> };

/** DATABASE_URL when set, otherwise the embedded PostgreSQL kept in DATA_DIR. */
export async function openDatabase(config: AppConfig, log: (message: string) => void): Promise<OpenDatabase> {
  if (config.DATABASE_URL)
    return { url: config.DATABASE_URL, embedded: false, created: false, stop: async () => {} };
  const embedded = await startEmbeddedPostgres(config.DATA_DIR, log);
  return { url: embedded.url, embedded: true, created: embedded.created, stop: embedded.stop };
}
