import {
  ZErrorResponse,
  ZFairnessSettings,
  ZFairnessSettingsInput,
  ZSelfIdentificationInput,
  ZSelfIdentificationStatus,
} from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { candidateMounts, candidateScope, requireOwnProof } from '../auth/candidate-scope';
import { requireCompanyMember, requireRole, signedIn } from '../auth/guards';
import { selfIdentificationService as service } from './self-identification.service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** The candidate's voluntary answers, and the company's settings that govern them (region, switch) and the AI log. */
export async function selfIdentificationRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const scopeOf = (request: FastifyRequest) => candidateScope(request, context.db);

  for (const mount of candidateMounts(context.db)) {
    typed.get(
      `${mount.base}/self-identification`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags: ['candidate'],
          params: mount.params,
          summary:
            'Whether the voluntary self-identification questions are offered, in which region’s words, and whether they were answered',
          description:
            'Offered only after the final submission and when the company asks: switched on and a fairness region chosen (us: EEO-1 categories; uk: ONS 2021 Census-style categories), whose questions `region` names. The answers themselves are never returned, to anyone.',
          response: { 200: ZSelfIdentificationStatus, ...errors },
        },
      },
      async (request) => service.status(context.db, await scopeOf(request)),
    );

    typed.put(
      `${mount.base}/self-identification`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags: ['candidate'],
          params: mount.params,
          summary:
            'Answer (or correct) the voluntary self-identification questions; every question is optional',
          description:
            "CONFLICT (409) before the final submission or when the company does not ask. Each answer must be one the company's region offers (400 otherwise: the schema lists every region's). Stored apart from the candidate record and only ever counted in groups (decision 017). A correction (answers exist) on a session an application link opened needs the person's sign-in code first (403 PROOF_REQUIRED, decision 033): whoever holds the link may answer once, never rewrite.",
          body: ZSelfIdentificationInput,
          response: { 200: ZSelfIdentificationStatus, 409: ZErrorResponse, ...errors },
        },
      },
      async (request) => {
        const scope = await scopeOf(request);
        if ((await service.status(context.db, scope)).answered) await requireOwnProof(request, context.db);
        return service.answer(context.db, scope, request.body);
      },
    );
  }

  typed.get(
    '/api/company/fairness-settings',
    {
      onRequest: signedIn,
      schema: {
        tags: ['fairness'],
        summary:
          "The company's fairness settings: its region (whose self-identification categories are asked and whose law frames the adverse impact report), whether candidates are asked, and the AI log's retention",
        response: { 200: ZFairnessSettings, ...errors },
      },
    },
    async (request) => service.settings(context.db, await requireCompanyMember(request, context.db)),
  );

  typed.put(
    '/api/company/fairness-settings',
    {
      onRequest: signedIn,
      schema: {
        tags: ['fairness'],
        summary:
          'Choose the fairness region (none, us, uk), switch the self-identification questions on or off and set how long the AI log is kept (6-120 months)',
        description:
          'Admins only. The questions are asked only when on and a region is chosen: on with the region none is refused (400). Without fairnessRegion the region stays as it is. Answers already given stay, under the region they were given in; the report counts those of the current region.',
        body: ZFairnessSettingsInput,
        response: { 200: ZFairnessSettings, ...errors },
      },
    },
    async (request) =>
      service.setSettings(context.db, await requireRole(request, context.db, 'admin'), request.body),
  );
}
