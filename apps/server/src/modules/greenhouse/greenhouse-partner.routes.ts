import {
  GREENHOUSE_PARTNER_PATHS,
  ZErrorResponse,
  ZGreenhouseSendTestInput,
  ZGreenhouseSendTestResponse,
  ZGreenhouseTestList,
  ZGreenhouseTestStatus,
  ZGreenhouseTestStatusQuery,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { greenhouseAuth, greenhousePrincipalOf } from './greenhouse-auth';
import { greenhousePartnerService as service } from './greenhouse-partner.service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 402: ZErrorResponse, 404: ZErrorResponse };
const tags = ['greenhouse-partner'];

/**
 * The three endpoints Greenhouse's Assessment Partner API calls (https://developers.greenhouse.io/
 * assessment.html): HTTP Basic with a company's Greenhouse key, everything scoped to that company.
 * Registered on its own, so the key guard covers these routes only.
 */
export async function greenhousePartnerRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  // After the body is parsed (a malformed body is a 400 like on every route), before it is validated.
  app.addHook('preValidation', greenhouseAuth(context.db));
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    GREENHOUSE_PARTNER_PATHS.listTests,
    {
      schema: {
        tags,
        summary: "Greenhouse's list_tests: the company's open assessments",
        description: 'partner_test_id is the assessment id, partner_test_name its name; newest first.',
        response: { 200: ZGreenhouseTestList, ...errors },
      },
    },
    async (request) => service.listTests(context, greenhousePrincipalOf(request)),
  );

  typed.post(
    GREENHOUSE_PARTNER_PATHS.sendTest,
    {
      schema: {
        tags,
        summary: "Greenhouse's send_test: the candidate joins the assessment and is invited",
        description:
          "The same admission as any other way in (the plan's monthly limit, the assessment's state, the invitation email), source ATS. The same application (application_id of greenhouse_profile_url) and test answer the same partner_interview_id. `url` is called with PATCH when the evaluation completes (Greenhouse's only notice of it: polling was deprecated in 2019), retried with backoff for three days until Greenhouse accepts it.",
        body: ZGreenhouseSendTestInput,
        response: { 200: ZGreenhouseSendTestResponse, ...errors, 409: ZErrorResponse },
      },
    },
    async (request) => service.sendTest(context, greenhousePrincipalOf(request), request.body),
  );

  typed.get(
    GREENHOUSE_PARTNER_PATHS.testStatus,
    {
      schema: {
        tags,
        summary: "Greenhouse's test_status: sent, in_progress or complete with the score and report link",
        description:
          "Greenhouse calls it after the completion PATCH. partner_score is the overall score out of 100; partner_profile_url is the page of the candidate's report in the HireAssess web app (signed out, it goes through the sign-in page first).",
        querystring: ZGreenhouseTestStatusQuery,
        response: { 200: ZGreenhouseTestStatus, ...errors },
      },
    },
    async (request) =>
      service.testStatus(context, greenhousePrincipalOf(request), request.query.partner_interview_id),
  );
}
