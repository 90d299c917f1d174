import { z } from 'zod';
import { ZPersonRef } from './hiring';
import { candidateLanguageSchema } from './languages';
import { unknownPlaceholderMessageOf, unknownPlaceholdersOf } from './placeholders';

/**
 * Issue 36 item 0: a company's own words for the candidate invitation email and for the deadline
 * reminders, per candidate language. Only the subject and the opening message are the company's; the
 * greeting, the deadline, the outline of sections and times, the personal link, the privacy line and what
 * to prepare stay generated. A language without a saved text gets the built-in one of that language.
 */
export const INVITATION_TEXT_KINDS = ['invitation', 'reminder'] as const;
export const InvitationTextKind = z.enum(INVITATION_TEXT_KINDS);
export type TInvitationTextKind = z.infer<typeof InvitationTextKind>;

/** The placeholders an invitation or reminder text may use, with what each becomes. */
export const INVITATION_PLACEHOLDERS = {
  candidate_name:
    "The candidate's full name (“candidate” when the name could be read as a link, as in the greeting)",
  company_name: 'Your company name (the white-label display name when it applies)',
  assessment_name: 'The name of the assessment (opening) the candidate is invited to',
  deadline:
    "When the assessment closes for the candidate, in its time zone and the candidate's language (an invitation to an assessment without a closing time: when the link stops working)",
} as const;
export type TInvitationPlaceholder = keyof typeof INVITATION_PLACEHOLDERS;
export const INVITATION_PLACEHOLDER_KEYS = Object.keys(INVITATION_PLACEHOLDERS) as TInvitationPlaceholder[];
export type TInvitationValues = Record<TInvitationPlaceholder, string>;

export const unknownInvitationPlaceholders = (text: string) =>
  unknownPlaceholdersOf(text, INVITATION_PLACEHOLDERS);

export const unknownInvitationPlaceholderMessage = (names: string[]) =>
  unknownPlaceholderMessageOf(names, INVITATION_PLACEHOLDER_KEYS);

export const INVITATION_SUBJECT_MAX = 200;
export const INVITATION_MESSAGE_MAX = 5_000;

/** An optional text: empty (or only spaces) and null both mean "the built-in text". */
const ownText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `The ${what} is at most ${max.toLocaleString('en-US')} characters`)
    .superRefine((text, ctx) => {
      const unknown = unknownInvitationPlaceholders(text);
      if (unknown.length > 0)
        ctx.addIssue({ code: 'custom', message: unknownInvitationPlaceholderMessage(unknown) });
    })
    .nullable()
    .transform((text) => text || null);
export const ZInvitationSubject = ownText(INVITATION_SUBJECT_MAX, 'subject');
export const ZInvitationMessage = ownText(INVITATION_MESSAGE_MAX, 'message');

/**
 * PUT /api/company/invitation-emails: one kind's text in one language. Null (or empty) keeps the built-in
 * subject or message; both null is "use the built-in text" and removes the company's text of the language.
 */
export const ZInvitationTextInput = z
  .object({
    kind: InvitationTextKind,
    language: candidateLanguageSchema,
    subject: ZInvitationSubject,
    message: ZInvitationMessage,
  })
  .meta({ id: 'InvitationTextSave' });
export type TInvitationTextInput = z.input<typeof ZInvitationTextInput>;

/** A subject and a message in the template syntax. */
export const ZInvitationWords = z
  .object({ subject: z.string(), message: z.string() })
  .meta({ id: 'InvitationWords' });

export const ZInvitationText = z
  .object({
    kind: InvitationTextKind,
    language: candidateLanguageSchema,
    /** The company's subject; null sends the built-in one. */
    subject: z.string().nullable(),
    /** The company's message (it replaces the opening paragraph); null sends the built-in one. */
    message: z.string().nullable(),
    /**
     * The built-in words of this kind and language, in the template syntax. A reminder's are those to a
     * candidate who has not started; `builtInStarted` holds those to one who has.
     */
    builtIn: ZInvitationWords,
    builtInStarted: ZInvitationWords.nullable(),
    /** Null while the language has no text of the company. */
    updatedAt: z.string().nullable(),
    /** Null when the person who last saved it has left the company, or nothing is saved. */
    updatedBy: ZPersonRef.nullable(),
  })
  .meta({ id: 'InvitationText' });
export type TInvitationText = z.infer<typeof ZInvitationText>;

export const ZInvitationTextList = z
  .object({
    /** Every kind in every candidate language, saved or not. */
    items: z.array(ZInvitationText),
    placeholders: z.array(z.object({ key: z.string(), description: z.string() })),
  })
  .meta({ id: 'InvitationTextList' });
export type TInvitationTextList = z.infer<typeof ZInvitationTextList>;

/**
 * A preview with sample data: the draft subject and message when given (null or empty: the built-in
 * one), else the company's saved text of the kind and language. A reminder is previewed to a candidate
 * who has not started, or (`progress: not_finished`) to one who has.
 */
export const ZInvitationPreviewInput = z
  .object({
    kind: InvitationTextKind,
    language: candidateLanguageSchema,
    subject: ZInvitationSubject.optional(),
    message: ZInvitationMessage.optional(),
    progress: z.enum(['not_started', 'not_finished']).default('not_started'),
  })
  .meta({ id: 'InvitationPreviewRequest' });
export type TInvitationPreviewInput = z.input<typeof ZInvitationPreviewInput>;

export const ZInvitationPreview = z
  .object({ subject: z.string(), text: z.string(), html: z.string() })
  .meta({ id: 'InvitationPreview' });
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;
