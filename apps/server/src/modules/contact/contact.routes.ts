import { ZContactRequestCreated, ZContactRequestInput, ZErrorResponse } from '@app/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { contactRepository } from './contact.repository';

export async function contactRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  // A public form: a per-address limit keeps it from being used to flood the sales inbox.
  await app.register(rateLimit, { global: false });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact-requests',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['contact'],
        summary: 'Submit a sales contact / quote request',
        body: ZContactRequestInput,
        response: { 201: ZContactRequestCreated, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const created = await contactRepository.insert(context.db, request.body);
      return reply.status(201).send(created);
    },
  );
}
