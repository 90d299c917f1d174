// `node scripts/run-cli.mjs TOOL [options]`: runs a command-line tool from the last build
// (dist/cli/TOOL.js). It never rebuilds an existing build: that rewrites the files a running server
// is serving, and took 12 to 38 s a call. Plain JavaScript, so it needs no build itself.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [tool = '', ...args] = process.argv.slice(2);
const entry = path.join(root, 'dist', 'cli', `${tool}.js`);

// A fresh clone has no build before its first `npm start`: building then rewrites nothing.
if (!existsSync(path.join(root, 'dist', 'main.js'))) {
  console.error('The server is not built yet: building it once (npm run build)…');
  const build = spawnSync(process.execPath, ['build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
if (!existsSync(entry)) {
  console.error(
    existsSync(path.join(root, 'src', 'cli', `${tool}.ts`))
      ? `The last build has no ${tool} tool yet: run \`npm run build\`, then restart the app.`
      : `Unknown tool "${tool}".`,
  );
  process.exit(2);
}

const sources = [path.join(root, 'src'), path.join(root, '..', '..', 'packages', 'contracts', 'src')];
if (newestModification(sources) > statSync(entry).mtimeMs) {
  console.error(
    'Warning: the code changed since the last build (a git pull?); this runs the last build. Run `npm run build`, then restart the app.',
  );
}

process.argv = [process.argv[0] ?? process.execPath, entry, ...args];
await import(pathToFileURL(entry).href);

function newestModification(directories) {
  let newest = 0;
  for (const directory of directories.filter((d) => existsSync(d))) {
    for (const file of readdirSync(directory, { recursive: true })) {
      newest = Math.max(newest, statSync(path.join(directory, file)).mtimeMs);
    }
  }
  return newest;
}
