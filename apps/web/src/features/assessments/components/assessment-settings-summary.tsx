import {
  ASSESSMENT_LOCKED_PARTS,
  BIG_FIVE_TRAIT_LABELS,
  BIG_FIVE_TRAITS,
  LANGUAGE_INFO,
  listLockedParts,
  type TAssessment,
  WEIGHTED_KIND_LABELS,
  WEIGHTED_KINDS,
} from '@app/contracts';
import type { TFunction } from 'i18next';
import { Lock, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { describeTestLanguages, useTestLibrary } from '@/lib/test-library';
import { describeRole, describeWindow, reapplyLabel } from '../lib/format';

const text = (value: string | null | undefined, t: TFunction) =>
  value?.trim() ? <span className="whitespace-pre-wrap font-normal">{value}</span> : t('summary.none');

function describeWeights(weights: TAssessment['scoringWeights'], t: TFunction) {
  if (!weights) return t('summary.defaultWeights');
  const sections = WEIGHTED_KINDS.map((kind) => `${WEIGHTED_KIND_LABELS[kind]} ${weights.sections[kind]}`);
  const traits = BIG_FIVE_TRAITS.map((trait) => `${BIG_FIVE_TRAIT_LABELS[trait]} ${weights.traits[trait]}`);
  return (
    <span className="grid gap-0.5 font-normal">
      <span>{t('summary.sections', { list: sections.join(', ') })}</span>
      <span>{t('summary.traits', { list: traits.join(', ') })}</span>
    </span>
  );
}

/** The assessment's configuration as it is, with what can no longer change and the way to edit the rest. */
export function AssessmentSettingsSummary({
  assessment,
  canEdit,
}: {
  assessment: TAssessment;
  canEdit: boolean;
}) {
  const { t } = useT('assessments');
  const tests = assessment.tests
    .map((test) => t('summary.test', { name: test.name, minutes: test.durationMinutes }))
    .join(', ');
  const library = useTestLibrary();
  const languages = assessment.tests
    .map((test) => {
      const entry = library.data?.items.find((item) => item.id === test.id);
      return entry ? `${test.name}: ${describeTestLanguages(entry.languages)}` : null;
    })
    .filter((line) => line !== null)
    .join('; ');
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('page.settings')}</CardTitle>
          <CardDescription>{t('summary.description')}</CardDescription>
        </div>
        {canEdit && assessment.status !== 'archived' ? (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.adminAssessmentEdit.getHref(assessment.id)}>
              <Pencil aria-hidden="true" /> {t('summary.edit')}
            </Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {assessment.configurationLocked ? (
          <p className="flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{t('summary.locked', { parts: listLockedParts(ASSESSMENT_LOCKED_PARTS) })}</span>
          </p>
        ) : null}
        <DetailList
          items={[
            [t('summary.role'), describeRole(assessment) ?? t('summary.none')],
            [t('facts.tests'), tests || t('generatedTests')],
            ...(languages ? [[t('summary.testLanguages'), languages] as const] : []),
            [t('summary.testMode'), t(`testMode.${assessment.testMode}`)],
            [
              t('summary.language'),
              assessment.language
                ? t('summary.languageSet', { language: LANGUAGE_INFO[assessment.language].englishName })
                : t('languageNotSet'),
            ],
            [t('facts.window'), describeWindow(assessment.window, t) ?? t('facts.noWindow')],
            [
              t('summary.clocks'),
              assessment.untimedProfileQuestions
                ? t('summary.clocksUntimedProfiles')
                : t('summary.clocksAll'),
            ],
            [
              t('summary.feedback'),
              assessment.feedbackReportEnabled ? t('summary.feedbackOn') : t('summary.off'),
            ],
            [t('summary.reapply'), reapplyLabel(assessment.reapplyAfterMonths, t)],
            [
              t('summary.reminders'),
              assessment.reminderHours.length === 0
                ? t('summary.none')
                : t('summary.remindersAt', {
                    hours: [...assessment.reminderHours]
                      .sort((a, b) => b - a)
                      .map((hours) => t('summary.hours', { hours }))
                      .join(t('summary.and')),
                  }),
            ],
            [t('summary.candidateInstructions'), text(assessment.candidateInstructions, t)],
            [t('summary.customInstructions'), text(assessment.customInstructions, t)],
            [t('summary.weights'), describeWeights(assessment.scoringWeights, t)],
            ...(assessment.sourceFilename ? [[t('summary.file'), assessment.sourceFilename] as const] : []),
          ]}
        />
      </CardContent>
    </Card>
  );
}
