import { CSV_COLUMNS, CSV_LIMITS, type TTestMode } from '@app/contracts';
import type { TFunction } from 'i18next';

export type WizardTab = 'configure' | 'upload' | 'review';
export type WizardConfig = { selectedTestIds: string[]; testMode: TTestMode };
/** Why a file or an upload is refused; the toast says it in the catalogue's words (problemToast). */
export type UploadProblem = 'invalidType' | 'noFile' | 'noCompany' | 'noTests' | 'tooLarge' | 'noAssessment';

const MAX_MEGABYTES = CSV_LIMITS.maxBytes / (1024 * 1024);

/** A problem's toast, title and description: SPEC.md section 5's CSV upload texts. */
export function problemToast(problem: UploadProblem, t: TFunction): { title: string; description: string } {
  return {
    title: t(`problem.${problem}.title`),
    description: t(`problem.${problem}.description`, { megabytes: String(MAX_MEGABYTES) }),
  };
}

/** SPEC.md section 4: the upload tab opens once a test is chosen or the mode is AI-generated. */
export const canOpenUpload = (config: WizardConfig) =>
  config.testMode === 'ai-generated' || config.selectedTestIds.length > 0;

/** ...and the review tab once, in addition, a file is chosen. */
export const canOpenReview = (config: WizardConfig, file: File | null) =>
  canOpenUpload(config) && file !== null;

export const isTabEnabled = (tab: WizardTab, config: WizardConfig, file: File | null) =>
  tab === 'configure' || (tab === 'upload' ? canOpenUpload(config) : canOpenReview(config, file));

/** Checked when a file is picked or dropped; null when it may be used. */
export function checkCsvFile(file: File | null): UploadProblem | null {
  if (!file) return 'noFile';
  if (!file.name.toLowerCase().endsWith('.csv')) return 'invalidType';
  if (file.size > CSV_LIMITS.maxBytes) return 'tooLarge';
  return null;
}

/** Checked again on submit, in the order an admin would fix them. */
export function checkUpload(input: {
  file: File | null;
  companyId: string | null;
  config: WizardConfig;
}): UploadProblem | null {
  return (
    checkCsvFile(input.file) ??
    (input.companyId ? null : 'noCompany') ??
    (canOpenUpload(input.config) ? null : 'noTests')
  );
}

/** The template offered for download: the documented columns and one example row. */
export const TEMPLATE_CSV = [
  [...CSV_COLUMNS.required, ...CSV_COLUMNS.optional].join(','),
  'Jane Doe,jane.doe@example.com,+1 555 0100,Customer Success Manager,Mid-level,',
  '"Okafor, Chidi",chidi.okafor@example.com,,Data Analyst,Junior,fr',
].join('\r\n');

/**
 * Where the upload's candidates go: a new assessment with the tests chosen in the wizard (SPEC.md's
 * three tabs), or an existing open assessment whose tests apply (the configure tab then only picks it).
 */
export type WizardTarget = { kind: 'new' } | { kind: 'existing'; assessmentId: string | null };

/** The upload tab opens once the tests are set (new) or an assessment is chosen (existing). */
export const targetReady = (target: WizardTarget, config: WizardConfig) =>
  target.kind === 'new' ? canOpenUpload(config) : target.assessmentId !== null;

export const isTabEnabledFor = (
  tab: WizardTab,
  target: WizardTarget,
  config: WizardConfig,
  file: File | null,
) =>
  target.kind === 'new'
    ? isTabEnabled(tab, config, file)
    : tab === 'configure' || (targetReady(target, config) && (tab === 'upload' || file !== null));

/** checkUpload, with an existing assessment's rule instead of the tests' when adding to one. */
export function checkUploadFor(input: {
  file: File | null;
  companyId: string | null;
  config: WizardConfig;
  target: WizardTarget;
}): UploadProblem | null {
  if (input.target.kind === 'new') return checkUpload(input);
  return (
    checkCsvFile(input.file) ??
    (input.companyId ? null : 'noCompany') ??
    (input.target.assessmentId ? null : 'noAssessment')
  );
}
