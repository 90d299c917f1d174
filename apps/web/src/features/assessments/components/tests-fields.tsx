import { TEST_MODES, type TTestMode } from '@app/contracts';
import { TestChoiceCard } from '@/components/test-choice-card';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { groupTests, useTestLibrary } from '@/lib/test-library';

/** The library's active tests to choose from (GET /api/test-library). */
export function TestsField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  disabled: boolean;
  error?: string;
}) {
  const { t } = useT('assessments');
  const library = useTestLibrary();
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? 'tests-error' : undefined} disabled={disabled}>
      <legend className="mb-1 font-medium">{t('facts.tests')}</legend>
      {library.isPending ? <Spinner label={t('tests.loading')} /> : null}
      {library.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{getErrorMessage(library.error, t('tests.loadFailed'))}</AlertDescription>
        </Alert>
      ) : null}
      {groupTests(library.data?.items ?? []).map(({ id, label, tests }) => (
        <div key={id} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <div className="grid gap-3 md:grid-cols-2">
            {tests.map((test) => (
              <TestChoiceCard
                key={test.id}
                test={test}
                checked={value.includes(test.id)}
                disabled={disabled}
                onCheckedChange={(on) =>
                  onChange(on ? [...value, test.id] : value.filter((v) => v !== test.id))
                }
                className="p-3"
              />
            ))}
          </div>
        </div>
      ))}
      {error ? (
        <p id="tests-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function TestModeField({
  value,
  onChange,
  disabled,
}: {
  value: TTestMode;
  onChange: (mode: TTestMode) => void;
  disabled: boolean;
}) {
  const { t } = useT('assessments');
  const library = useTestLibrary();
  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend id="mode-legend" className="mb-1 font-medium">
        {t('summary.testMode')}
      </legend>
      <RadioGroup
        aria-labelledby="mode-legend"
        value={value}
        onValueChange={(mode) => onChange(mode as TTestMode)}
        disabled={disabled}
        className="md:grid-cols-3"
      >
        {TEST_MODES.map((mode) => (
          <div key={mode} className="flex gap-3 rounded-lg border p-3">
            <RadioGroupItem
              id={`mode-${mode}`}
              value={mode}
              aria-describedby={`mode-${mode}-description`}
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <Label htmlFor={`mode-${mode}`} className="cursor-pointer">
                {t(`testMode.${mode}`)}
              </Label>
              <p id={`mode-${mode}-description`} className="text-sm text-muted-foreground">
                {t(`mode.${mode}`)}
              </p>
            </div>
          </div>
        ))}
      </RadioGroup>
      {value !== 'pre-built' && library.data?.aiProviderConfigured === false ? (
        <Alert>
          <AlertDescription>{t('mode.noProvider', { mode: t(`testMode.${value}`) })}</AlertDescription>
        </Alert>
      ) : null}
    </fieldset>
  );
}
