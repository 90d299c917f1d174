import { BRANDING_LIMITS, LOGO_ERRORS, ZBranding, ZBrandingUpdate, ZErrorResponse } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { formParts, multipartForms } from '../../plugins/multipart';
import { requireRole, signedIn } from '../auth/guards';
import { brandingService as service } from './branding.service';

/** 402 PLAN_FEATURE answers the writes on the Startup plan. */
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 402: ZErrorResponse, 403: ZErrorResponse };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tags = ['branding'];
const LOGO_RULES = `PNG (at most ${BRANDING_LIMITS.logoMaxPixels}×${BRANDING_LIMITS.logoMaxPixels} pixels) or SVG, at most ${BRANDING_LIMITS.logoMaxBytes / 1024} KB; the type is read from the content, and an SVG is stored without scripts, event handlers, foreignObject or external references.`;

export async function brandingRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');

  // Scoped to this plugin: one file part, cut at one byte over the limit so an oversized logo is told apart.
  await app.register(multipartForms, {
    fileSize: BRANDING_LIMITS.logoMaxBytes + 1,
    files: 1,
    fields: 2,
    fieldSize: 1024,
  });

  typed.get(
    '/api/company/branding',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The company's white-label settings and whether its plan applies them",
        response: { 200: ZBranding, ...errors },
      },
    },
    async (request) => service.get(context.db, await admin(request)),
  );

  typed.put(
    '/api/company/branding',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Set the display name and brand colour (Enterprise plan)',
        description:
          "An empty display name shows the company's name; an empty colour the product's. The colour is refused (400) when white text on it is below 4.5:1 (WCAG AA), since buttons and links use it.",
        body: ZBrandingUpdate,
        response: { 200: ZBranding, ...errors },
      },
    },
    async (request) => service.update(context.db, await admin(request), request.body),
  );

  typed.put(
    '/api/company/branding/logo',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Upload the logo (Enterprise plan)',
        description: `multipart/form-data with one file part. ${LOGO_RULES}`,
        consumes: ['multipart/form-data'],
        response: { 200: ZBranding, ...errors },
      },
    },
    async (request) => {
      const actor = await admin(request);
      if (!request.isMultipart()) throw new AppError('VALIDATION_ERROR', LOGO_ERRORS.missing);
      let bytes: Buffer | undefined;
      // The whole form is read before the logo is stored, so one with more parts than it may have is refused.
      for await (const part of formParts(request)) {
        if (part.type === 'field') continue;
        bytes = await part.toBuffer().catch((error: unknown) => {
          if (part.file.truncated) throw new AppError('VALIDATION_ERROR', LOGO_ERRORS.size);
          throw error;
        });
        if (part.file.truncated) throw new AppError('VALIDATION_ERROR', LOGO_ERRORS.size);
      }
      if (!bytes) throw new AppError('VALIDATION_ERROR', LOGO_ERRORS.missing);
      return service.setLogo(context.db, actor, bytes);
    },
  );

  typed.delete(
    '/api/company/branding/logo',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Remove the logo (Enterprise plan)',
        response: { 200: ZBranding, ...errors },
      },
    },
    async (request) => service.removeLogo(context.db, await admin(request)),
  );

  typed.get(
    '/api/branding/logo/:companyId',
    {
      schema: {
        tags,
        summary: "A company's logo, public (candidate pages and invitation emails show it)",
        description:
          'Served with the stored type, nosniff, and for SVG a Content-Security-Policy that runs nothing. 404 when there is no logo or the plan does not apply white-label.',
        params: z.object({ companyId: z.string().max(100) }),
        produces: ['image/png', 'image/svg+xml'],
        response: { 200: z.any().describe('The image'), 304: z.null(), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      if (!UUID.test(request.params.companyId)) throw new AppError('NOT_FOUND', 'Logo not found');
      const logo = await service.logo(context.db, request.params.companyId);
      reply
        .header('etag', logo.etag)
        // A day, then revalidated by ETag; pages and emails link a versioned URL that changes with the logo.
        .header('cache-control', 'public, max-age=86400, must-revalidate')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cross-origin-resource-policy', 'cross-origin');
      if (logo.mime === 'image/svg+xml') {
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
      if (request.headers['if-none-match'] === logo.etag) return reply.status(304).send(null);
      return reply.type(logo.mime).send(logo.bytes);
    },
  );
}
