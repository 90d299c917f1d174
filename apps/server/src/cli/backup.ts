import { loadConfig } from '../config/env';
import { backup } from '../db/backup/backup';
import { readOptionsAndFile, runTool } from './command-line';

const USAGE = 'Usage: npm run backup -- [--force] [--logical] FILE';

const HELP = `${USAGE}

Writes a consistent backup of the app's database to FILE while the app serves: the embedded
PostgreSQL of DATA_DIR (a copy of its files by PostgreSQL's backup API, with the WAL it needs and
DATA_DIR's secrets), or with DATABASE_URL a pg_dump of that database (needs pg_dump as new as the
server, from PG_BIN_DIR or PATH). The file (mode 0600) holds candidates' personal data.

Options:
  --force       replace FILE if it exists
  --logical     with the embedded database: a pg_dump of it instead of its files, which restores into
                an external PostgreSQL (needs pg_dump 18)
  -h, --help    print this help

Examples:
  npm run backup -- /var/backups/hireassess/$(date +%F).tar.gz
  DATABASE_URL=postgres://hireassess@db.internal/hireassess npm run backup -- hireassess.tar.gz

Restore with \`npm run restore -- FILE\`; see docs/operations/backup-and-restore.md.`;

await runTool({
  help: HELP,
  read(args) {
    const { file, values } = readOptionsAndFile(
      args,
      { force: { type: 'boolean', default: false }, logical: { type: 'boolean', default: false } },
      USAGE,
    );
    return { file, force: values.force, logical: values.logical };
  },
  async run(options) {
    const started = Date.now();
    const size = await backup(loadConfig(), options.file, options);
    const megabytes = (size / 1024 / 1024).toFixed(1);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Backup written to ${options.file} (${megabytes} MB in ${seconds} s). It holds candidates' personal data: keep it as safe as the server.`,
    );
  },
});
