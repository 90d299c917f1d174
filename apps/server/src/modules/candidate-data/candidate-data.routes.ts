import {
  PERSON_DATA_FORMAT,
  ZAccountErasureStatus,
  ZCandidateIdParams,
  ZDeleteCompanyInput,
  ZEraseResult,
  ZErasureRequestStatus,
  ZErrorResponse,
  ZMyData,
  ZPendingErasureRequests,
  ZPersonData,
  ZPrivacySettings,
  ZPrivacySettingsResponse,
} from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { candidateMounts, candidateScope, requireOwnProof } from '../auth/candidate-scope';
import { requireCompanyMember, requireRole, signedIn } from '../auth/guards';
import { candidateDataService as service } from './candidate-data.service';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const erasureEffect =
  'Erasure removes the person (name, email, phone, profile, the text of their answers, grading notes, AI calls about them, their account and sessions once no other company holds an application of theirs, mail to them) and keeps the anonymised numbers (scores, stage, times) for the statistics; webhooks, exports and the public API show "Erased candidate" from then on. Audited without the data.';

/** A download: the file's name carries its day, and no cache keeps a person's data. */
function attachment<T extends { generatedAt: string }>(reply: FastifyReply, body: T): T {
  reply.header('content-disposition', `attachment; filename="my-data-${body.generatedAt.slice(0, 10)}.json"`);
  reply.header('cache-control', 'no-store');
  return body;
}

/** Candidates' access and erasure rights, and the company's privacy settings (issue 21). */
export async function candidateDataRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const scopeOf = (request: FastifyRequest) => candidateScope(request, context.db);
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');

  for (const mount of candidateMounts(context.db)) {
    typed.get(
      `${mount.base}/my-data`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags: ['candidate'],
          params: mount.params,
          summary: 'Download everything held about the signed-in candidate (JSON)',
          description:
            "An attachment in the format hireassess.candidate-data.v1: profile, account, assessment, notice acknowledgements, accommodation requests, sections, answers with the questions as shown (never their keys), integrity events, submissions, scores, stage history, self-identification, AI calls about them, the emails the company sent them (never mail matched by their address) and reminders. A session an application link opened needs the person's sign-in code first (403 PROOF_REQUIRED, decision 033).",
          response: { 200: ZMyData, ...errors },
        },
      },
      async (request, reply) => {
        await requireOwnProof(request, context.db);
        return attachment(reply, await service.myData(context, await scopeOf(request)));
      },
    );

    typed.get(
      `${mount.base}/company-data`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags: ['candidate'],
          params: mount.params,
          summary: "Download what the application's company holds about the signed-in candidate (JSON)",
          description: `An attachment in the format ${PERSON_DATA_FORMAT}, scope company: every application of the person at the company of the application in scope, each as a my-data document. A session an application link opened needs the person's sign-in code first (403 PROOF_REQUIRED, decision 033).`,
          response: { 200: ZPersonData, ...errors },
        },
      },
      async (request, reply) => {
        await requireOwnProof(request, context.db);
        return attachment(reply, await service.personData(context, await scopeOf(request), 'company'));
      },
    );

    typed.get(
      `${mount.base}/erasure-request`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags: ['candidate'],
          params: mount.params,
          summary: "The signed-in candidate's erasure request, if any",
          description: 'requestedAt is null while no erasure was asked for.',
          response: { 200: ZErasureRequestStatus, ...errors },
        },
      },
      async (request) => service.erasureStatus(context, await scopeOf(request)),
    );

    typed.post(
      `${mount.base}/erasure-request`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags: ['candidate'],
          params: mount.params,
          summary: 'Ask the company to erase the signed-in candidate (idempotent)',
          description: `Tells the company's admins by email (without naming the candidate). If no admin erases the data within 30 days, the daily job does. ${erasureEffect} A session an application link opened needs the person's sign-in code first (403 PROOF_REQUIRED, decision 033).`,
          response: { 200: ZErasureRequestStatus, ...errors },
        },
      },
      async (request) => {
        await requireOwnProof(request, context.db);
        return service.requestErasure(context, await scopeOf(request));
      },
    );
  }

  typed.get(
    '/api/candidate/account-data',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidate'],
        summary: "Download everything every company holds about the signed-in person's account (JSON)",
        description: `An attachment in the format ${PERSON_DATA_FORMAT}, scope account: every application of the account, of every company, each as a my-data document naming its company. Needs the person's own proof (403 PROOF_REQUIRED on a session an application link opened).`,
        response: { 200: ZPersonData, ...errors },
      },
    },
    async (request, reply) => {
      await requireOwnProof(request, context.db);
      return attachment(reply, await service.personData(context, await scopeOf(request), 'account'));
    },
  );

  typed.get(
    '/api/candidate/account-erasure-request',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidate'],
        summary: "Where the person's erasure requests stand, per company that holds their applications",
        description:
          "Needs the person's own proof (403 PROOF_REQUIRED on a session an application link opened): it names the companies.",
        response: { 200: ZAccountErasureStatus, ...errors },
      },
    },
    async (request) => {
      await requireOwnProof(request, context.db);
      return service.accountErasureStatus(context, (await scopeOf(request)).userId);
    },
  );

  typed.post(
    '/api/candidate/account-erasure-request',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidate'],
        summary:
          'Ask every company that holds applications of the signed-in person to erase them (idempotent)',
        description: `One request per company, exactly as from that company's dashboard: each company's admins are told by email (without naming the person) and have 30 days. ${erasureEffect} The account goes when the last company has erased. Needs the person's own proof (403 PROOF_REQUIRED).`,
        response: { 200: ZAccountErasureStatus, ...errors },
      },
    },
    async (request) => {
      await requireOwnProof(request, context.db);
      return service.requestAccountErasure(context, (await scopeOf(request)).userId);
    },
  );

  typed.get(
    '/api/candidates/erasure-requests',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary: 'Candidates of the company who asked for erasure, oldest first',
        description: 'dueBy: when the daily job erases them if no admin does first.',
        response: { 200: ZPendingErasureRequests, ...errors },
      },
    },
    async (request) => service.pendingRequests(context, await requireCompanyMember(request, context.db)),
  );

  typed.post(
    '/api/candidates/:id/erase',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary: 'Erase a candidate now (admins)',
        description: `${erasureEffect} Unlike Delete, the candidate stays in the counts and statistics. CONFLICT (409) when already erased.`,
        params: ZCandidateIdParams,
        response: { 200: ZEraseResult, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) => service.erase(context, await admin(request), request.params.id, request.ip),
  );

  typed.get(
    '/api/company/privacy-settings',
    {
      onRequest: signedIn,
      schema: {
        tags: ['company'],
        summary:
          "The company's privacy contact, policy link and retention periods, with the retention forecast",
        description:
          'forecast: candidates the next daily run anonymises, those due in the 30 days after it, and open erasure requests.',
        response: { 200: ZPrivacySettingsResponse, ...errors },
      },
    },
    async (request) => service.privacySettings(context, await requireCompanyMember(request, context.db)),
  );

  typed.put(
    '/api/company/privacy-settings',
    {
      onRequest: signedIn,
      schema: {
        tags: ['company'],
        summary: "Change the company's privacy settings (admins)",
        description:
          'Contact email and policy link (https) appear in the candidate notice; null falls back to the company email and no link. Candidate retention 6-60 months after the assessment closes; audit log retention 12-120 months.',
        body: ZPrivacySettings,
        response: { 200: ZPrivacySettingsResponse, 400: ZErrorResponse, ...errors },
      },
    },
    async (request) => service.savePrivacySettings(context, await admin(request), request.body),
  );

  typed.post(
    '/api/company/delete',
    {
      onRequest: signedIn,
      schema: {
        tags: ['company'],
        summary: "Delete the admin's company with all its data and people (admins)",
        description:
          "Irreversible: removes every row of the company (assessments, candidates, results, settings, audit log) and the accounts of its admins, reviewers and candidates, in one transaction. The body repeats the company's name exactly (409 otherwise).",
        body: ZDeleteCompanyInput,
        response: { 204: z.null(), 400: ZErrorResponse, 409: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteCompany(context, await admin(request), request.body.confirmName);
      return reply.status(204).send(null);
    },
  );
}
