import {
  type CandidateLanguage,
  DECISION_PLACEHOLDER_KEYS,
  type TDecisionValues,
  type THiringStage,
} from '@app/contracts';
import { translatorFor } from '../../i18n/i18n';

/** The stages that come with a ready-made decision email; moving back to New has none. */
const STAGES_WITH_DEFAULTS = ['shortlisted', 'rejected', 'hired'] as const;
type StageWithDefault = (typeof STAGES_WITH_DEFAULTS)[number];

const hasDefault = (stage: THiringStage): stage is StageWithDefault =>
  (STAGES_WITH_DEFAULTS as readonly string[]).includes(stage);

/** Each placeholder as the template syntax writes it, so a default reads like a company's own template. */
const AS_PLACEHOLDERS = Object.fromEntries(
  DECISION_PLACEHOLDER_KEYS.map((key) => [key, `{{${key}}}`]),
) as TDecisionValues;

/**
 * The ready-made decision email of `stage` in `language` (the `decisions` catalogues, issue 36), in the
 * template syntax: used for every stage a company has not written its own email for. Null for New.
 */
export function defaultDecisionTemplate(
  stage: THiringStage,
  language: CandidateLanguage,
): { subject: string; body: string } | null {
  if (!hasDefault(stage)) return null;
  const t = translatorFor(language, 'decisions');
  return { subject: t(`${stage}.subject`, AS_PLACEHOLDERS), body: t(`${stage}.body`, AS_PLACEHOLDERS) };
}

export const stagesWithDefaultEmail: readonly THiringStage[] = STAGES_WITH_DEFAULTS;
