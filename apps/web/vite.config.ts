import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledMessages } from './src/lib/i18n/precompiled-messages';
import { isAdminCatalogue } from './src/locales/namespaces';

const LANDING_ROUTE = fileURLToPath(new URL('./src/app/routes/landing.tsx', import.meta.url));
const LANDING_OWN = /src[\\/](app[\\/]routes[\\/]landing\.tsx|features[\\/]landing[\\/])/;
const PUBLIC_LAYOUT =
  /src[\\/]components[\\/]layouts[\\/](public-layout|site-header|site-footer|home-anchor-link)\.tsx$/;
// Barrels (the contracts, lucide-react's icons) re-export what every page uses, and a grouped module is kept
// whole: only the app's own modules are grouped (the landing keeps one constant of the contracts).
const NOT_APP = /packages[\\/]contracts[\\/]|node_modules/;
type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const publicShells = new WeakMap<ChunkingContext, Set<string>>();

/**
 * What the landing statically imports beyond its own feature: two chunks rather than ~15 files of a few
 * hundred bytes, each gzipped on its own (landing 116.4 → 113.5 KB). 'public' (ui components, paths) is
 * what every page uses; 'public-layout' (header, footer) only the public pages.
 */
function publicShell(id: string, ctx: ChunkingContext): string | null {
  let shell = publicShells.get(ctx);
  if (!shell) {
    shell = new Set();
    const queue = [LANDING_ROUTE];
    for (let next = queue.pop(); next; next = queue.pop()) {
      for (const imported of ctx.getModuleInfo(next)?.importedIds ?? []) {
        if (shell.has(imported) || NOT_APP.test(imported)) continue;
        shell.add(imported);
        queue.push(imported);
      }
    }
    for (const own of shell) if (LANDING_OWN.test(own)) shell.delete(own);
    publicShells.set(ctx, shell);
  }
  if (!shell.has(id)) return null;
  return PUBLIC_LAYOUT.test(id) ? 'public-layout' : 'public';
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompiledMessages()],
  resolve: {
    alias: [
      // Vite resolves a leading '/' against the project root (apps/web), so '@/x' means 'apps/web/src/x'
      // without pulling Node's path module (and its types) into the browser tsconfig.
      { find: '@', replacement: '/src' },
      // Every 'zod' import (ours and @app/contracts') goes through the module that configures zod first:
      // see src/lib/zod-config.ts for why that must precede any schema.
      { find: /^zod$/, replacement: '/src/lib/zod-config.ts' },
    ],
  },
  ssr: {
    // The build's pre-rendering (scripts/prerender.mjs) runs in Node, which would load i18next-icu's ESM build
    // with intl-messageformat's CommonJS entry (whose default import is no constructor): bundled instead.
    noExternal: ['i18next-icu'],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The modulepreload polyfill cost every page bytes; a browser without native support (Safari before 17)
    // only loses the early fetch of a lazy page's chunks.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // @app/contracts is a barrel of constants and zod schemas with no side effects of its own (its
        // schemas' `.meta` ids only matter to the server's OpenAPI document). Declaring that lets a page that
        // only needs a constant (the landing's plans) leave the schemas, and zod, out of its download.
        moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // Long-lived vendor chunks: app deploys do not invalidate the browser's cache of the framework.
        codeSplitting: {
          groups: [
            // With the two helpers every page's components use (clsx, radix's Slot): one download fewer.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|clsx|@radix-ui[\\/]react-slot)[\\/]/,
              priority: 30,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            // Split by where they load: only pages past the landing (and its providers, app/provider.tsx) need
            // the query client and tailwind-merge (lib/utils.ts), which the landing's sections after the hero
            // load too. sonner is left to its own chunk: the toaster loads on first use (lib/toaster.tsx).
            { name: 'class-merge', test: /node_modules[\\/]tailwind-merge[\\/]/, priority: 10 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 10 },
            // The admin pages' English catalogues load together (lib/i18n/i18n.ts): one download, not thirty.
            { name: 'catalogues-admin', test: isAdminCatalogue, priority: 10 },
            { name: publicShell, priority: 5 },
          ],
        },
      },
    },
  },
});
