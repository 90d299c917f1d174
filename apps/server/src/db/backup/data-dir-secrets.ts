import fs from 'node:fs/promises';
import path from 'node:path';
import type { ArchiveWriter } from './archive-writer';
import { AUTH_SECRET, CREDENTIALS } from './manifest';
import type { RestoreOptions } from './restore-options';

/**
 * DATA_DIR's secrets a restored app needs: the embedded role's password (the cluster's copy asks for it),
 * and the generated auth secret when AUTH_SECRET is not set (sessions, SCIM tokens and stored secrets
 * are keyed by it).
 */
export async function addDataDirSecrets(
  archive: ArchiveWriter,
  dataDir: string,
  names: string[] = [CREDENTIALS, AUTH_SECRET],
): Promise<void> {
  for (const name of names) {
    const content = await fs.readFile(path.join(dataDir, name)).catch(() => null);
    if (content) await archive.addBuffer(name, content);
  }
}

/**
 * Refuses, before anything is restored, to replace a different auth secret in DATA_DIR without --force:
 * the app there would lose its sessions and stored secrets.
 */
export async function checkAuthSecret(
  extracted: string,
  dataDir: string,
  options: RestoreOptions,
): Promise<void> {
  if (options.authSecretConfigured || options.force) return;
  const [restored, current] = await Promise.all(
    [extracted, dataDir].map((dir) => fs.readFile(path.join(dir, AUTH_SECRET), 'utf8').catch(() => null)),
  );
  if (restored && current && restored !== current) {
    throw new Error(
      `${path.join(dataDir, AUTH_SECRET)} differs from the backup's: pass --force to replace it (sessions of the app using it end).`,
    );
  }
}

/** Puts the backup's secrets into DATA_DIR (mode 0600); returns notes for the operator. */
export async function installDataDirSecrets(
  extracted: string,
  dataDir: string,
  options: RestoreOptions,
): Promise<string[]> {
  const notes: string[] = [];
  const owner = await fs.stat(dataDir);
  for (const name of [CREDENTIALS, AUTH_SECRET]) {
    const content = await fs.readFile(path.join(extracted, name)).catch(() => null);
    if (!content) continue;
    if (name === AUTH_SECRET && options.authSecretConfigured) {
      notes.push(
        `AUTH_SECRET is set, so the backup's ${AUTH_SECRET} was not installed: it must equal the backed-up app's secret.`,
      );
      continue;
    }
    const target = path.join(dataDir, name);
    await fs.writeFile(target, content, { mode: 0o600 });
    await fs.chmod(target, 0o600);
    // Restored by root for a service user: the files are the user's, as DATA_DIR is.
    if (process.getuid?.() === 0) await fs.chown(target, owner.uid, owner.gid);
  }
  return notes;
}
