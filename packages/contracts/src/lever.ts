import { z } from 'zod';

/*
 * Lever's published shapes this connector follows (issue 22, item 4), as read on 2026-11-25 at:
 *   https://hire.lever.co/developer/documentation (Introduction, Authentication, Responses and Errors)
 *     - root URL https://api.lever.co/v1 (sandbox https://api.sandbox.lever.co/v1); JSON over HTTPS, UTF-8
 *     - "Authenticate to the Lever API via basic auth by providing an API key as the username and leaving
 *       the password blank"
 *     - 200/201: "data will be available in the data field at the top level of the response body"
 *     - lists: { data: [...], hasNext: boolean, next?: string } with ?limit= and ?offset=<next>
 *   https://hire.lever.co/developer/usecases (Assessments): the Candidate Stage Change webhook; on the
 *     specified stage invite the opportunity's contact; update tags; "leave a note on the opportunity"
 *   https://mcp.waymark.network/r/da3b2535-43b9-4cfe-9d46-d7f4fb747875 (webhook signatures):
 *     - a delivery's body carries token, triggeredAt (Unix ms), signature, event and data
 *     - signature = hex(HMAC-SHA256(key = the webhook's signature token, message = token + triggeredAt)),
 *       compared in constant time; the signature token is shown once, when the webhook is created
 *   https://mcp.waymark.network/r/f790009d-2f5a-420d-8ad3-5720de19f6e3 (notes):
 *     - POST /opportunities/:opportunity/notes with { value } (plain text); the created note comes back
 *   https://schemas.apis.io/schemas/lever-co/lever-opportunity/ (the opportunity): id, name, contact,
 *     stage (a stage id), emails (strings), applications
 *   https://pipedream.com/apps/lever/actions/update-opportunity-stage.md: PUT /opportunities/:id/stage
 *     with { stage: <stage id> }, answering the updated opportunity
 * Used here:
 *   GET  /postings?limit=100[&offset=]   → { data: [{ id, text, state }], hasNext, next }
 *   GET  /stages?limit=100[&offset=]     → { data: [{ id, text }], hasNext, next }
 *   GET  /opportunities/:id?expand=applications → { data: { id, name, emails: string[], stage,
 *                                                   applications: [{ id, posting }] } }
 *   POST /opportunities/:id/notes        { value }           → 201 { data: { noteId } }
 *   POST /opportunities/:id/addTags      { tags: string[] }  → 200 { data: <opportunity> }
 *   PUT  /opportunities/:id/stage        { stage }           → 200 { data: <opportunity> }
 *   webhook POST (candidateStageChange)  { id?, triggeredAt, event, signature, token,
 *                                          data: { opportunityId, candidateId?, contactId?, toStageId,
 *                                                  fromStageId } }
 */

export const LEVER_DEFAULT_API_BASE = 'https://api.lever.co/v1';
/** The two API roots Lever publishes; another base is accepted only with WEBHOOKS_ALLOW_PRIVATE_URLS (tests). */
export const LEVER_API_BASES = [LEVER_DEFAULT_API_BASE, 'https://api.sandbox.lever.co/v1'] as const;
/** The tag added to an opportunity whose assessment was scored. */
export const LEVER_COMPLETED_TAG = 'HireAssess: completed';
/** How old a delivery's triggeredAt may be: an older one is a replay and is refused. */
export const LEVER_EVENT_MAX_AGE_MS = 5 * 60 * 1000;

const leverId = z.string().trim().min(1).max(200);

/** One delivery of Lever's candidateStageChange webhook (other events are answered and ignored). */
export const ZLeverWebhookDelivery = z
  .object({
    id: z.string().optional(),
    triggeredAt: z.number().int(),
    event: z.string(),
    signature: z.string(),
    token: z.string(),
    data: z
      .object({
        opportunityId: leverId,
        candidateId: z.string().nullish(),
        contactId: z.string().nullish(),
        toStageId: z.string().nullish(),
        fromStageId: z.string().nullish(),
      })
      .passthrough(),
  })
  .passthrough()
  .meta({ id: 'LeverWebhookDelivery', description: "Lever's webhook body, as Lever sends it" });
export type TLeverWebhookDelivery = z.infer<typeof ZLeverWebhookDelivery>;

export const ZLeverWebhookParams = z.object({ webhookId: z.uuid() });
export const ZLeverWebhookAnswer = z.object({ received: z.boolean() }).meta({ id: 'LeverWebhookAnswer' });

export const ZLeverConnectInput = z
  .object({
    apiKey: z.string().trim().min(8, 'Paste the API key from Lever').max(400),
    webhookSignatureToken: z.string().trim().min(8, 'Paste the signature token of the webhook').max(400),
    apiBaseUrl: z
      .string()
      .trim()
      .url()
      .optional()
      .describe("Lever's API root: https://api.lever.co/v1 (default) or https://api.sandbox.lever.co/v1"),
  })
  .meta({ id: 'LeverConnectInput' });
export type TLeverConnectInput = z.infer<typeof ZLeverConnectInput>;

export const ZLeverConnection = z
  .object({
    connected: z.boolean(),
    apiKeyHint: z.string().nullable().describe("The key's last four characters"),
    apiBaseUrl: z.string().nullable(),
    webhookUrl: z.string().describe('The URL to paste into the webhook in Lever'),
    connectedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'LeverConnection' });
export type TLeverConnection = z.infer<typeof ZLeverConnection>;

export const ZLeverOption = z.object({ id: z.string(), text: z.string() });
export const ZLeverPostingList = z
  .object({ items: z.array(ZLeverOption.extend({ state: z.string().nullable() })) })
  .meta({ id: 'LeverPostingList' });
export type TLeverPostingList = z.infer<typeof ZLeverPostingList>;
export const ZLeverStageList = z.object({ items: z.array(ZLeverOption) }).meta({ id: 'LeverStageList' });
export type TLeverStageList = z.infer<typeof ZLeverStageList>;

export const ZLeverMappingInput = z
  .object({
    postingId: leverId,
    postingTitle: z.string().trim().max(300).nullable().optional(),
    assessmentId: z.uuid(),
    triggerStageId: leverId,
    advancedStageId: leverId.nullable().optional(),
    rejectedStageId: leverId.nullable().optional(),
  })
  .meta({ id: 'LeverPostingMapping' });
export type TLeverMappingInput = z.infer<typeof ZLeverMappingInput>;

export const ZLeverMapping = z
  .object({
    id: z.uuid(),
    postingId: z.string(),
    postingTitle: z.string().nullable(),
    assessmentId: z.uuid(),
    assessmentName: z.string(),
    triggerStageId: z.string(),
    advancedStageId: z.string().nullable(),
    rejectedStageId: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'LeverMapping' });
export type TLeverMapping = z.infer<typeof ZLeverMapping>;
export const ZLeverMappingList = z.object({ items: z.array(ZLeverMapping) }).meta({ id: 'LeverMappingList' });
export type TLeverMappingList = z.infer<typeof ZLeverMappingList>;
export const ZLeverMappingParams = z.object({ id: z.uuid() });

export const ZLeverInvitation = z
  .object({
    id: z.uuid(),
    candidateId: z.uuid(),
    candidateName: z.string(),
    assessmentName: z.string(),
    opportunityId: z.string(),
    postingId: z.string(),
    createdAt: z.iso.datetime(),
    resultWrittenAt: z.iso.datetime().nullable(),
    writeBack: z
      .object({
        noteId: z.string().optional(),
        tagged: z.boolean().optional(),
        stageId: z.string().optional(),
      })
      .describe("Lever's answers to the write-back"),
  })
  .meta({ id: 'LeverInvitation' });
export type TLeverInvitation = z.infer<typeof ZLeverInvitation>;
export const ZLeverInvitationList = z
  .object({ items: z.array(ZLeverInvitation) })
  .meta({ id: 'LeverInvitationList' });
export type TLeverInvitationList = z.infer<typeof ZLeverInvitationList>;

/** The path Lever posts a company's stage changes to (the id is the company's). */
export const leverWebhookPath = (webhookId: string) => `/api/integrations/lever/webhooks/${webhookId}`;
