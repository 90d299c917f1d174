import { TEST_MODES, type TTestMode } from '@app/contracts';
import { TestChoiceCard } from '@/components/test-choice-card';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { groupTests, useTestLibrary } from '@/lib/test-library';

export const CUSTOM_INSTRUCTIONS_MAX = 2000;

type Props = {
  selectedTestIds: string[];
  onToggleTest: (id: string, selected: boolean) => void;
  testMode: TTestMode;
  onTestModeChange: (mode: TTestMode) => void;
  customInstructions: string;
  onCustomInstructionsChange: (value: string) => void;
};

export function ConfigureTestsTab(props: Props) {
  const { t } = useT('admin-dashboard');
  const library = useTestLibrary();
  return (
    <div className="grid gap-6">
      <section aria-labelledby="tests-heading" className="grid gap-3">
        <h3 id="tests-heading" className="font-medium">
          {t('configure.tests')}
        </h3>
        {library.isPending ? <Spinner label={t('configure.loading')} /> : null}
        {library.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(library.error, t('configure.loadFailed'))}</AlertDescription>
          </Alert>
        ) : null}
        {library.data?.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('configure.noTests')}</p>
        ) : null}
        {groupTests(library.data?.items ?? []).map(({ id, label, tests }) => (
          <fieldset key={id} className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-muted-foreground">{label}</legend>
            <div className="grid gap-3 md:grid-cols-2">
              {tests.map((test) => (
                <TestChoiceCard
                  key={test.id}
                  test={test}
                  checked={props.selectedTestIds.includes(test.id)}
                  onCheckedChange={(selected) => props.onToggleTest(test.id, selected)}
                  className="p-4"
                />
              ))}
            </div>
          </fieldset>
        ))}
      </section>

      <section aria-labelledby="mode-heading" className="grid gap-3">
        <h3 id="mode-heading" className="font-medium">
          {t('configure.mode')}
        </h3>
        <RadioGroup
          aria-labelledby="mode-heading"
          value={props.testMode}
          onValueChange={(value) => props.onTestModeChange(value as TTestMode)}
          className="md:grid-cols-3"
        >
          {TEST_MODES.map((mode) => (
            <div key={mode} className="flex gap-3 rounded-lg border p-4">
              <RadioGroupItem
                id={`mode-${mode}`}
                value={mode}
                aria-describedby={`mode-${mode}-description`}
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor={`mode-${mode}`} className="cursor-pointer">
                  {t(`mode.${mode}.label`)}
                </Label>
                <p id={`mode-${mode}-description`} className="text-sm text-muted-foreground">
                  {t(`mode.${mode}.description`)}
                </p>
              </div>
            </div>
          ))}
        </RadioGroup>
        {props.testMode !== 'pre-built' && library.data?.aiProviderConfigured === false ? (
          <Alert>
            <AlertDescription>
              {t('configure.noAi', { mode: t(`mode.${props.testMode}.label`) })}
            </AlertDescription>
          </Alert>
        ) : null}
      </section>

      <section className="grid gap-2">
        <Label htmlFor="custom-instructions">{t('configure.instructions')}</Label>
        <Textarea
          id="custom-instructions"
          value={props.customInstructions}
          maxLength={CUSTOM_INSTRUCTIONS_MAX}
          onChange={(event) => props.onCustomInstructionsChange(event.target.value)}
          placeholder={t('configure.instructionsPlaceholder')}
          aria-describedby="custom-instructions-hint"
        />
        <p id="custom-instructions-hint" className="text-xs text-muted-foreground">
          {t('configure.instructionsHint', {
            // As typed, without a thousands separator: a character count against the limit.
            length: String(props.customInstructions.length),
            max: String(CUSTOM_INSTRUCTIONS_MAX),
          })}
        </p>
      </section>
    </div>
  );
}
