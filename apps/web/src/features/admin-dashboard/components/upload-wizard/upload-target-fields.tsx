import type { TAssessmentSummary } from '@app/contracts';
import type { TFunction } from 'i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useOpenAssessments } from '../../api/open-assessments';
import type { WizardTarget } from '../../lib/upload-rules';

type Props = {
  target: WizardTarget;
  onChange: (target: WizardTarget) => void;
  disabled?: boolean;
};

/** The tests of the chosen assessment, which its new candidates take. */
export function assessmentTestsText(assessment: TAssessmentSummary | undefined, t: TFunction): string {
  if (!assessment) return '';
  if (assessment.tests.length === 0) return t('target.generatedTests');
  const minutes = assessment.tests.reduce((sum, test) => sum + test.durationMinutes, 0);
  return t('target.testsText', { tests: assessment.tests.map((test) => test.name).join(', '), minutes });
}

/**
 * Where the upload's candidates go: a new assessment (the tests chosen below) or an existing open one,
 * whose tests apply. Shown above the Configure Tests tab's content.
 */
export function UploadTargetFields({ target, onChange, disabled }: Props) {
  const { t } = useT('admin-dashboard');
  const open = useOpenAssessments(target.kind === 'existing');
  const items = open.data?.items ?? [];
  const chosen = target.kind === 'existing' ? items.find((a) => a.id === target.assessmentId) : undefined;
  return (
    <section aria-labelledby="upload-target-heading" className="grid gap-3">
      <h3 id="upload-target-heading" className="font-medium">
        {t('target.title')}
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
            {t('target.new')}
          </Label>
        </div>
        <div className="flex items-center gap-2">
          <RadioGroupItem id="upload-target-existing" value="existing" />
          <Label htmlFor="upload-target-existing" className="font-normal">
            {t('target.existing')}
          </Label>
        </div>
      </RadioGroup>
      {target.kind === 'existing' ? (
        <div className="grid gap-2 sm:max-w-md">
          {open.isPending ? <Spinner label={t('target.loading')} /> : null}
          {open.isError ? (
            <Alert variant="destructive">
              <AlertDescription>{getErrorMessage(open.error, t('target.loadFailed'))}</AlertDescription>
            </Alert>
          ) : null}
          {open.data && items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('target.noneOpen')}</p>
          ) : null}
          {items.length > 0 ? (
            <Field
              id="upload-target-assessment"
              label={t('target.assessment')}
              required
              hint={
                chosen
                  ? t('target.testsApply', { tests: assessmentTestsText(chosen, t) })
                  : t('target.onlyOpen')
              }
            >
              {(control) => (
                <Select
                  value={target.assessmentId ?? ''}
                  onValueChange={(assessmentId) => onChange({ kind: 'existing', assessmentId })}
                  disabled={disabled}
                >
                  <SelectTrigger {...control}>
                    <SelectValue placeholder={t('target.choose')} />
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
