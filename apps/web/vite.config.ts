import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            // Split by where they load: every page styles with these; only pages past the landing (and its
            // providers, app/provider.tsx) need the query client and the toaster.
            {
              name: 'vendor',
              test: /node_modules[\\/](tailwind-merge|clsx|@radix-ui[\\/]react-slot)[\\/]/,
              priority: 10,
            },
            { name: 'query', test: /node_modules[\\/](@tanstack|sonner)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
