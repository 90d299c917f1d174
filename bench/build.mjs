// Bundles the bench (and the server code it reuses: the PDF renderer) into dist/; npm packages stay external.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: ['./src/main.ts'],
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  logLevel: 'error',
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
