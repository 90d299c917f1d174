import { existsSync } from 'node:fs';
import path from 'node:path';
import staticFiles from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

/**
 * Serves the built SPA. Hashed assets are immutable; every other non-API GET answers index.html
 * (no-cache), and the client router sends unknown paths to /404.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { root: string | null }) => {
    const root = options.root && existsSync(path.join(options.root, 'index.html')) ? options.root : null;
    if (root) {
      await app.register(staticFiles, {
        root,
        wildcard: false,
        index: false,
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
      if (root && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
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
