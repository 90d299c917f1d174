import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledMessages } from './src/lib/i18n/precompiled-messages';
import { isAdminCatalogue } from './src/locales/namespaces';

const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
const LANDING_ROUTE = src('app/routes/landing.tsx');
const LANDING_OWN = /src[\\/](app[\\/]routes[\\/]landing\.tsx|features[\\/]landing[\\/])/;
const PUBLIC_LAYOUT =
  /src[\\/]components[\\/]layouts[\\/](public-layout|site-header|site-footer|home-anchor-link)\.tsx$/;
const LANDING_DEFERRED = src('features/landing/components/below-the-fold.tsx');
const CANDIDATE_PAGES = [src('app/routes/test-section.tsx'), src('app/routes/candidate-dashboard.tsx')];
// Barrels (the contracts, lucide-react's icons) re-export what every page uses, and a grouped module is kept
// whole: only the app's own modules are grouped (the landing keeps one constant of the contracts). Virtual
// modules (vite's preload helper, in the 'react' group) neither.
const NOT_APP = /packages[\\/]contracts[\\/]|node_modules|^\0/;
type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The app's own modules that `roots` import statically, directly or not, the roots included. */
function appImports(roots: string[], ctx: ChunkingContext): Set<string> {
  const found = new Set(roots);
  const queue = [...roots];
  for (let next = queue.pop(); next; next = queue.pop()) {
    for (const imported of ctx.getModuleInfo(next)?.importedIds ?? []) {
      if (found.has(imported) || NOT_APP.test(imported)) continue;
      found.add(imported);
      queue.push(imported);
    }
  }
  return found;
}

/**
 * A chunk group of the modules `members` finds (once per build), named by `name`. A group also takes in what
 * its modules import unless a group of higher priority has it: the icons they use, for instance.
 */
function shell(members: (ctx: ChunkingContext) => Set<string>, name: (id: string) => string) {
  const found = new WeakMap<ChunkingContext, Set<string>>();
  return (id: string, ctx: ChunkingContext): string | null => {
    let set = found.get(ctx);
    if (!set) {
      set = members(ctx);
      found.set(ctx, set);
    }
    return set.has(id) ? name(id) : null;
  };
}

/**
 * What the landing statically imports beyond its own feature: two chunks rather than ~15 files of a few
 * hundred bytes, each gzipped on its own (landing 116.4 → 113.5 KB). 'public' (ui components, paths) is
 * what every page uses; 'public-layout' (header, footer) only the public pages.
 */
const publicShell = shell(
  (ctx) => new Set([...appImports([LANDING_ROUTE], ctx)].filter((id) => !LANDING_OWN.test(id))),
  (id) => (PUBLIC_LAYOUT.test(id) ? 'public-layout' : 'public'),
);

/**
 * i18next with the app's set-up and the English catalogues every translated page starts with (common,
 * shell): one chunk rather than five. Grouped also so that the groups below, whose modules translate, do not
 * take it in.
 */
const i18nShell = shell(
  (ctx) => appImports([src('lib/i18n/index.ts')], ctx),
  () => 'i18n',
);

/**
 * The providers every page but the landing renders in, with the guards and session code of the signed-in
 * pages: one chunk rather than ten. The login, which has no guard, loads that code too (about 1 KB).
 */
const signedInShell = shell(
  (ctx) => appImports([src('app/provider.tsx'), src('app/guards/protected-route.tsx')], ctx),
  () => 'signed-in',
);

/**
 * What the candidate's pages (dashboard, runner) both use beyond the shells above: brand, their queries,
 * formatting, a few ui components. One chunk rather than a dozen (runner 167.8 → 166.2 KB); another page
 * that uses one of them loads the whole 2.5 KB. What the landing's deferred sections use stays out, so that
 * they load no more than before.
 */
const candidateShell = shell(
  (ctx) => {
    const [first = new Set<string>(), ...others] = CANDIDATE_PAGES.map((page) => appImports([page], ctx));
    const landing = appImports([LANDING_DEFERRED], ctx);
    return new Set(
      [...first].filter(
        (id) => !CANDIDATE_PAGES.includes(id) && !landing.has(id) && others.every((set) => set.has(id)),
      ),
    );
  },
  () => 'candidate',
);

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
            // Vite's preload helper (the entry's lazy imports) on its own, so that no group below takes it in (the
            // i18n group did: landing 125 KB). In the react chunk the login's Lighthouse blocking time was
            // 108-411 ms (performance 76-98 in eleven runs), on its own 109-184 ms (95-97 in three).
            { name: 'preload-helper', test: /^\0vite[\\/]preload-helper/, priority: 30 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            // Split by where they load: only pages past the landing (and its providers, app/provider.tsx) need
            // the query client and tailwind-merge (lib/utils.ts), which the landing's sections after the hero
            // load too. sonner is left to its own chunk: the toaster loads on first use (lib/toaster.tsx).
            { name: 'class-merge', test: /node_modules[\\/]tailwind-merge[\\/]/, priority: 10 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 10 },
            // The admin pages' English catalogues load together (lib/i18n/i18n.ts): one download, not thirty.
            { name: 'catalogues-admin', test: isAdminCatalogue, priority: 10 },
            { name: i18nShell, priority: 6 },
            { name: publicShell, priority: 5 },
            { name: signedInShell, priority: 4 },
            { name: candidateShell, priority: 3 },
          ],
        },
      },
    },
  },
});
