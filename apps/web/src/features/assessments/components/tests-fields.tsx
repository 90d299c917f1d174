import { TEST_MODES, type TTestMode } from '@app/contracts';
import { TestChoiceCard } from '@/components/test-choice-card';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { groupTests, useTestLibrary } from '@/lib/test-library';
import { TEST_MODE_LABELS } from '../lib/format';

const MODE_DESCRIPTIONS: Record<TTestMode, string> = {
  'pre-built': 'Questions drawn from the reviewed item bank, balanced per candidate.',
  'ai-generated': 'Every question generated for the role, checked, with the item bank as fallback.',
  hybrid: 'Mostly item-bank questions, with scenarios and examples generated for the role.',
};

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
  const library = useTestLibrary();
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? 'tests-error' : undefined} disabled={disabled}>
      <legend className="mb-1 font-medium">Tests</legend>
      {library.isPending ? <Spinner label="Loading the test library" /> : null}
      {library.isError ? (
        <Alert variant="destructive">
          <AlertDescription>
            {getErrorMessage(library.error, 'Failed to load the test library.')}
          </AlertDescription>
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
  const library = useTestLibrary();
  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend id="mode-legend" className="mb-1 font-medium">
        Test mode
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
                {TEST_MODE_LABELS[mode]}
              </Label>
              <p id={`mode-${mode}-description`} className="text-sm text-muted-foreground">
                {MODE_DESCRIPTIONS[mode]}
              </p>
            </div>
          </div>
        ))}
      </RadioGroup>
      {value !== 'pre-built' && library.data?.aiProviderConfigured === false ? (
        <Alert>
          <AlertDescription>
            No AI provider is configured on this server, so {TEST_MODE_LABELS[value]} assessments are drawn
            from the reviewed item bank, personalised by industry.
          </AlertDescription>
        </Alert>
      ) : null}
    </fieldset>
  );
}
