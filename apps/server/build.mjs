// Bundles the server (and its workspace packages) into dist/; npm dependencies stay external.
import { build } from 'esbuild';

const quiet = process.argv.includes('--quiet');
const started = Date.now();
await build({
  entryPoints: ['src/main.ts', 'src/cli/create-admin.ts', 'src/cli/mailbox.ts', 'src/cli/set-plan.ts'],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  logLevel: quiet ? 'error' : 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
if (!quiet) console.log(`server built in ${Date.now() - started} ms`);
