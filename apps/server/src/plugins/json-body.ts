import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { JSON_ERRORS, parseJsonText } from '../lib/json-text';

/**
 * Replaces Fastify's JSON parser for every route, Better Auth's included (its body is parsed here and
 * forwarded), so no handler sees a body it cannot store or walk (lib/json-text.ts), and bytes that are
 * not UTF-8 are refused rather than decoded to U+FFFD unnoticed (a raw surrogate's ED A0 80). Each
 * answers 400 before any handler runs; Fastify's own parser (prototype poisoning, empty and broken
 * JSON) still reads the text.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    // Fastify's default options; its default parser is the callback form of FastifyBodyParser.
    const defaultParser = app.getDefaultJsonParser('error', 'error') as (
      request: FastifyRequest,
      body: string,
      done: (error: Error | null, value?: unknown) => void,
    ) => void;
    /** Fastify's parser, which answers through its callback at once, as a function that throws. */
    const parseAsFastify = (request: FastifyRequest) => (text: string) => {
      let outcome: { error: Error | null; value?: unknown } = { error: null };
      defaultParser(request, text, (error, value) => {
        outcome = { error, value };
      });
      if (outcome.error) throw outcome.error;
      return outcome.value;
    };
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser<Buffer>('application/json', { parseAs: 'buffer' }, (request, bytes, done) => {
      if (!isUtf8(bytes)) return done(new AppError('VALIDATION_ERROR', JSON_ERRORS.notUtf8), undefined);
      try {
        done(null, parseJsonText(bytes.toString('utf8'), parseAsFastify(request)));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
  },
  { name: 'json-body' },
);
