import type { TAssessmentSummary } from '@app/contracts';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useOpenAssessments } from '../../api/open-assessments';
import type { WizardTarget } from '../../lib/upload-rules';

type Props = {
  target: WizardTarget;
  onChange: (target: WizardTarget) => void;
  disabled?: boolean;
};

/** The tests of the chosen assessment, which its new candidates take. */
export function assessmentTestsText(assessment: TAssessmentSummary | undefined): string {
  if (!assessment) return '';
  if (assessment.tests.length === 0) return 'Questions generated for the role';
  const minutes = assessment.tests.reduce((sum, test) => sum + test.durationMinutes, 0);
  return `${assessment.tests.map((test) => test.name).join(', ')} (${minutes} min in total)`;
}

/**
 * Where the upload's candidates go: a new assessment (the tests chosen below) or an existing open one,
 * whose tests apply. Shown above the Configure Tests tab's content.
 */
export function UploadTargetFields({ target, onChange, disabled }: Props) {
  const open = useOpenAssessments(target.kind === 'existing');
  const items = open.data?.items ?? [];
  const chosen = target.kind === 'existing' ? items.find((a) => a.id === target.assessmentId) : undefined;
  return (
    <section aria-labelledby="upload-target-heading" className="grid gap-3">
      <h3 id="upload-target-heading" className="font-medium">
        Where do these candidates go?
      </h3>
      <RadioGroup
        value={target.kind}
        onValueChange={(kind) =>
          onChange(kind === 'new' ? { kind: 'new' } : { kind: 'existing', assessmentId: null })
        }
        disabled={disabled}
        aria-labelledby="upload-target-heading"
      >
        <div className="flex items-center gap-2">
          <RadioGroupItem id="upload-target-new" value="new" />
          <Label htmlFor="upload-target-new" className="font-normal">
            A new assessment with the tests chosen below
          </Label>
        </div>
        <div className="flex items-center gap-2">
          <RadioGroupItem id="upload-target-existing" value="existing" />
          <Label htmlFor="upload-target-existing" className="font-normal">
            Add to an existing assessment
          </Label>
        </div>
      </RadioGroup>
      {target.kind === 'existing' ? (
        <div className="grid gap-2 sm:max-w-md">
          {open.isPending ? <Spinner label="Loading open assessments" /> : null}
          {open.isError ? (
            <Alert variant="destructive">
              <AlertDescription>
                {getErrorMessage(open.error, 'Failed to load the assessments.')}
              </AlertDescription>
            </Alert>
          ) : null}
          {open.data && items.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No assessment is open. Open one on the Assessments page, or upload into a new assessment.
            </p>
          ) : null}
          {items.length > 0 ? (
            <Field
              id="upload-target-assessment"
              label="Assessment"
              required
              hint={
                chosen
                  ? `Its tests apply: ${assessmentTestsText(chosen)}.`
                  : 'Only open assessments are listed.'
              }
            >
              {(control) => (
                <Select
                  value={target.assessmentId ?? ''}
                  onValueChange={(assessmentId) => onChange({ kind: 'existing', assessmentId })}
                  disabled={disabled}
                >
                  <SelectTrigger {...control}>
                    <SelectValue placeholder="Choose an open assessment" />
                  </SelectTrigger>
                  <SelectContent>
                    {items.map((assessment) => (
                      <SelectItem key={assessment.id} value={assessment.id}>
                        {assessment.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </Field>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** The chosen assessment's summary, for the review tab. */
export function useChosenAssessment(target: WizardTarget): TAssessmentSummary | undefined {
  const open = useOpenAssessments(target.kind === 'existing');
  return target.kind === 'existing' ? open.data?.items.find((a) => a.id === target.assessmentId) : undefined;
}
