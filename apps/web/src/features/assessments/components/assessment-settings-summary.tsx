import {
  ASSESSMENT_LOCKED_PARTS,
  BIG_FIVE_TRAIT_LABELS,
  BIG_FIVE_TRAITS,
  listLockedParts,
  type TAssessment,
  WEIGHTED_KIND_LABELS,
  WEIGHTED_KINDS,
} from '@app/contracts';
import { Lock, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { paths } from '@/config/paths';
import { describeRole, describeWindow, TEST_MODE_LABELS } from '../lib/format';

const text = (value: string | null | undefined) =>
  value?.trim() ? <span className="whitespace-pre-wrap font-normal">{value}</span> : 'None';

function describeWeights(weights: TAssessment['scoringWeights']) {
  if (!weights) return 'The default weights';
  const sections = WEIGHTED_KINDS.map((kind) => `${WEIGHTED_KIND_LABELS[kind]} ${weights.sections[kind]}`);
  const traits = BIG_FIVE_TRAITS.map((trait) => `${BIG_FIVE_TRAIT_LABELS[trait]} ${weights.traits[trait]}`);
  return (
    <span className="grid gap-0.5 font-normal">
      <span>Sections: {sections.join(', ')}</span>
      <span>Traits: {traits.join(', ')}</span>
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
  const tests = assessment.tests.map((test) => `${test.name} (${test.durationMinutes} min)`).join(', ');
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Settings</CardTitle>
          <CardDescription>What candidates of this assessment take, and how they are scored.</CardDescription>
        </div>
        {canEdit && assessment.status !== 'archived' ? (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.adminAssessmentEdit.getHref(assessment.id)}>
              <Pencil aria-hidden="true" /> Edit settings
            </Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {assessment.configurationLocked ? (
          <p className="flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Candidates have their forms, so {listLockedParts(ASSESSMENT_LOCKED_PARTS)} cannot change any
              more. The name, window and candidate instructions still can.
            </span>
          </p>
        ) : null}
        <DetailList
          items={[
            ['Role', describeRole(assessment) ?? 'None'],
            ['Tests', tests || 'Generated for the role'],
            ['Test mode', TEST_MODE_LABELS[assessment.testMode]],
            ['Window', describeWindow(assessment.window) ?? 'No window set'],
            [
              'Per-question clocks',
              assessment.untimedProfileQuestions
                ? 'On every question but personality and work-style statements'
                : 'On every question',
            ],
            [
              'Feedback report for candidates',
              assessment.feedbackReportEnabled
                ? 'On: candidates read a plain-language report once their results are scored'
                : 'Off',
            ],
            [
              'Reminders',
              assessment.reminderHours.length === 0
                ? 'None'
                : `${[...assessment.reminderHours]
                    .sort((a, b) => b - a)
                    .map((hours) => `${hours} h`)
                    .join(' and ')} before each candidate's deadline, to those who have not finished`,
            ],
            ['Instructions for candidates', text(assessment.candidateInstructions)],
            ['Instructions for question generation', text(assessment.customInstructions)],
            ['Scoring weights', describeWeights(assessment.scoringWeights)],
            ...(assessment.sourceFilename ? [['Uploaded file', assessment.sourceFilename] as const] : []),
          ]}
        />
      </CardContent>
    </Card>
  );
}
