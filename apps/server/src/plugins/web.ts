import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import staticFiles from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

/** The public pages the web build pre-rendered (apps/web/scripts/prerender.mjs): path → file in prerendered/. */
function prerenderedPages(root: string): Map<string, string> {
  const manifest = path.join(root, 'prerendered', 'pages.json');
  if (!existsSync(manifest)) return new Map();
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).map(([page, file]) => [page, `prerendered/${file}`]));
}

/**
 * Serves the built SPA. Hashed assets are immutable; a pre-rendered public page answers its HTML and every
 * other non-API GET answers index.html (both no-cache); the client router sends unknown paths to /404. The
 * build writes Brotli and gzip copies of its text files, sent to browsers that accept them.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { root: string | null }) => {
    const root = options.root && existsSync(path.join(options.root, 'index.html')) ? options.root : null;
    const pages = root ? prerenderedPages(root) : new Map<string, string>();
    if (root) {
      await app.register(staticFiles, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders: (res, filePath) => {
          res.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn('Web build not found: run `npm run build` to serve the web app.');
    }
    app.setNotFoundHandler(async (request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        !path.extname(request.url.split('?')[0] ?? '');
      if (root && isPage)
        return reply
          .header('cache-control', 'no-cache')
          .sendFile(pages.get(request.url.split('?')[0] ?? '') ?? 'index.html');
      return sendError(
        reply,
        404,
        'NOT_FOUND',
        `Route ${request.method} ${request.url.split('?')[0]} not found`,
      );
    });
  },
  { name: 'web' },
);
