import { z } from 'zod';
import { BULK_OPERATIONS_NOTE, CUSTOM_QUESTIONS_PLAN_MESSAGE } from './plans';

/** The events a company's endpoints can subscribe to (decision 008); `ping` is only sent by "Send test event". */
export const WEBHOOK_EVENTS = [
  'candidate.created',
  'questions.generated',
  'assessment.submitted',
  'evaluation.completed',
  'candidate.stage_changed',
] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export type TWebhookEventType = TWebhookEvent | 'ping';

export const WEBHOOK_EVENT_DESCRIPTIONS: Record<TWebhookEvent, string> = {
  'candidate.created': 'Candidates were added by a CSV upload or the add-candidate form',
  'questions.generated': "Candidates' personal questions are ready and their invitations go out",
  'assessment.submitted': 'A candidate made the final submission of their assessment',
  'evaluation.completed': 'A submission was scored (completed, or needs a human review)',
  'candidate.stage_changed':
    "Candidates' hiring stage changed (new, shortlisted, rejected, hired), one by one, in bulk or through the API",
};

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const PLAN_FEATURE_MESSAGES = {
  webhooks: 'Webhooks are available on the Enterprise plan. Contact us at /contact to upgrade.',
  whiteLabel:
    'White-label branding (your name, colour and logo for candidates, emails and reports) is available on the Enterprise plan. Contact us at /contact to upgrade.',
  bulkOperations: `${BULK_OPERATIONS_NOTE} Contact us at /contact to upgrade.`,
  api: 'The public API and API keys are available on the Enterprise plan. Contact us at /contact to upgrade.',
  customQuestions: CUSTOM_QUESTIONS_PLAN_MESSAGE,
  greenhouse:
    'The Greenhouse integration is available on the Enterprise plan. Contact us at /contact to upgrade.',
  lever: 'The Lever integration is available on the Enterprise plan. Contact us at /contact to upgrade.',
  sso: 'Single sign-on (SAML and OpenID Connect) is available on the Enterprise plan. Contact us at /contact to upgrade.',
  scim: 'SCIM provisioning is available on the Enterprise plan. Contact us at /contact to upgrade.',
} as const;

const ZEvents = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1, 'Choose at least one event')
  .transform((events) => [...new Set(events)]);

export const ZWebhookUrl = z
  .string()
  .trim()
  .min(1, 'Enter the URL of your endpoint')
  .max(2000, 'The URL is longer than 2,000 characters')
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter a full URL, such as https://example.com/webhooks' }));

export const ZWebhookEndpointInput = z.object({
  url: ZWebhookUrl,
  description: z.string().trim().max(200, 'The description is longer than 200 characters').default(''),
  events: ZEvents,
});
export type TWebhookEndpointInput = z.input<typeof ZWebhookEndpointInput>;

export const ZWebhookEndpointUpdate = z.object({
  url: ZWebhookUrl.optional(),
  description: z.string().trim().max(200, 'The description is longer than 200 characters').optional(),
  events: ZEvents.optional(),
  /** true re-enables a disabled endpoint (and clears its failure count). */
  enabled: z.boolean().optional(),
});
export type TWebhookEndpointUpdate = z.input<typeof ZWebhookEndpointUpdate>;

export const ZWebhookEndpointParams = z.object({ id: z.uuid('Webhook endpoint not found') });
export const ZWebhookDeliveryParams = z.object({
  id: z.uuid('Webhook endpoint not found'),
  deliveryId: z.uuid('Webhook delivery not found'),
});

export const ZWebhookAttempt = z.object({
  at: z.string(),
  statusCode: z.number().int().nullable(),
  responseTimeMs: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type TWebhookAttempt = z.infer<typeof ZWebhookAttempt>;

export const ZWebhookDelivery = z.object({
  id: z.uuid(),
  endpointId: z.uuid(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attemptCount: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastResponseTimeMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** Every attempt, oldest first. */
  attempts: z.array(ZWebhookAttempt),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  lastDelivery: ZWebhookDelivery.pick({
    status: true,
    lastStatusCode: true,
    eventType: true,
    updatedAt: true,
  }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointList = z.object({ items: z.array(ZWebhookEndpoint) });
export type TWebhookEndpointList = z.infer<typeof ZWebhookEndpointList>;

/** The endpoint with its signing secret: answered on create, reveal and rotate. */
export const ZWebhookEndpointWithSecret = ZWebhookEndpoint.extend({ secret: z.string() });
export type TWebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecret>;

export const ZWebhookSecret = z.object({ secret: z.string() });
export type TWebhookSecret = z.infer<typeof ZWebhookSecret>;

export const ZWebhookDeliveryListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZWebhookDeliveryList = z.object({
  items: z.array(ZWebhookDelivery),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TWebhookDeliveryList = z.infer<typeof ZWebhookDeliveryList>;
