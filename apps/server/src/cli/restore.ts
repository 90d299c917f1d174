import { loadConfig } from '../config/env';
import { restore } from '../db/backup/restore';
import { readOptionsAndFile, runTool } from './command-line';

const USAGE = 'Usage: npm run restore -- [--force] FILE';

const HELP = `${USAGE}

Restores a backup made by \`npm run backup\` into the configured database, with the app stopped:
an embedded backup into DATA_DIR (a new one, or --force to replace the database there), a pg_dump
backup into DATABASE_URL's database (an empty one, or --force) with pg_restore as new as the dump.
The app then starts with the same data and sign-ins.

Options:
  --force       replace the database (and DATA_DIR's auth secret) that is there
  -h, --help    print this help

Examples:
  DATA_DIR=/var/lib/hireassess npm run restore -- /var/backups/hireassess/2026-05-01.tar.gz
  DATABASE_URL=postgres://hireassess@db.internal/hireassess npm run restore -- hireassess.tar.gz

See docs/operations/backup-and-restore.md.`;

await runTool({
  help: HELP,
  read(args) {
    const { file, values } = readOptionsAndFile(args, { force: { type: 'boolean', default: false } }, USAGE);
    return { file, force: values.force };
  },
  async run({ file, force }) {
    const config = loadConfig();
    const { manifest, notes } = await restore(config, file, force);
    const target = config.DATABASE_URL ? 'the database of DATABASE_URL' : `DATA_DIR ${config.DATA_DIR}`;
    console.log(
      `Restored the backup of ${manifest.createdAt} (PostgreSQL ${manifest.postgresVersion}, migration ${manifest.migration ?? 'none'}) into ${target}.`,
    );
    for (const note of notes) console.log(note);
  },
});
