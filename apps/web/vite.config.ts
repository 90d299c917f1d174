import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Vite resolves a leading '/' against the project root (apps/web), so '@/x' means 'apps/web/src/x'
    // without pulling Node's path module (and its types) into the browser tsconfig.
    alias: { '@': '/src' },
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
    rolldownOptions: {
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
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack|sonner|tailwind-merge|clsx|@radix-ui[\\/]react-slot)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
