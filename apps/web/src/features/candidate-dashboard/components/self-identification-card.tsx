import {
  regionCategories,
  SELF_IDENTIFICATION_SLOTS,
  type TSelfIdentificationInput,
  type TSelfIdentificationRegion,
  type TSelfIdentificationSlot,
} from '@app/contracts';
import { HeartHandshake } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { SubmitButton } from '@/components/ui/submit-button';
import { isProofRequired, useWithProof } from '@/lib/auth/proof-gate';
import { useT } from '@/lib/i18n';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { notify } from '@/lib/toast';
import { useAnswerSelfIdentification, useSelfIdentificationStatus } from '../api/self-identification';

type Answers = Record<TSelfIdentificationSlot, string>;

const EMPTY: Answers = { sex: '', raceEthnicity: '', ageBand: '', disability: '' };

/** Unanswered questions are sent as null ("unknown"), never as a guess. */
const toInput = (answers: Answers) =>
  Object.fromEntries(
    Object.entries(answers).map(([k, v]) => [k, v === '' ? null : v]),
  ) as TSelfIdentificationInput;

/**
 * The voluntary self-identification questions (issue 20), offered once the assessment is submitted: the
 * notice says why they are asked and how the answers are used, every question may be left blank or
 * declined, and skipping is one click. The questions and answers are those of the company's fairness region
 * (decision 036: its data file's categories, worded by the catalogue's selfId.<region>.<slot>[.<key>]).
 * Each answer is a radio button on its own line that wraps, so the longest fits a 390 px phone.
 */
export function SelfIdentificationCard({ companyName }: { companyName: string }) {
  const { t } = useT('candidate-dashboard');
  const status = useSelfIdentificationStatus(true);
  const answer = useAnswerSelfIdentification();
  const withProof = useWithProof();
  const [skipped, setSkipped] = useState(false);
  const form = useForm<Answers>({ defaultValues: EMPTY });

  const region = status.data?.region;
  if (!status.data?.asked || !region || skipped) return null;
  if (status.data.answered)
    return (
      <p className="mx-auto w-full max-w-xl text-center text-sm text-muted-foreground" role="status">
        {t('selfId.answered')}
      </p>
    );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // A correction on an invitation link's session needs the person's proof (decision 033).
      await withProof(() => answer.mutateAsync(toInput(values)));
      notify.success(t('selfId.toast.saved.title'), t('selfId.toast.saved.message'));
    } catch (error) {
      if (!isProofRequired(error)) notify.error(t('selfId.toast.failed'), translatedErrorMessage(error));
    }
  });

  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <HeartHandshake aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {t('selfId.title')}
        </CardTitle>
        <CardDescription>{t('selfId.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
          <p>
            <strong>{t('selfId.why.label')}</strong> {t(`selfId.why.${region}`, { company: companyName })}
          </p>
          <p>
            <strong>{t('selfId.how.label')}</strong> {t('selfId.how.text')}
          </p>
        </div>
        <form onSubmit={onSubmit} noValidate className="grid gap-6">
          {SELF_IDENTIFICATION_SLOTS.map((slot) => (
            <Controller
              key={slot}
              control={form.control}
              name={slot}
              render={({ field }) => (
                <Question
                  region={region}
                  slot={slot}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={answer.isPending}
                />
              )}
            />
          ))}
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              type="button"
              variant="ghost"
              onClick={() => setSkipped(true)}
              disabled={answer.isPending}
            >
              {t('selfId.skip')}
            </Button>
            <SubmitButton busy={answer.isPending} busyLabel={t('saving')}>
              {t('selfId.submit')}
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** One question: its answers as a radio group named by the legend, its hint, and a way back to blank. */
function Question({
  region,
  slot,
  value,
  onChange,
  disabled,
}: {
  region: TSelfIdentificationRegion;
  slot: TSelfIdentificationSlot;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useT('candidate-dashboard');
  const id = `self-id-${slot}`;
  const hintKey = `selfId.${region}.${slot}Hint`;
  const hint = i18n.exists(hintKey, { ns: 'candidate-dashboard' }) ? t(hintKey) : null;
  return (
    <fieldset className="grid min-w-0 gap-2" disabled={disabled}>
      <legend id={`${id}-legend`} className="mb-2 text-sm font-medium">
        {t(`selfId.${region}.${slot}`)}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <RadioGroup
        value={value}
        onValueChange={onChange}
        disabled={disabled}
        aria-labelledby={`${id}-legend`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="grid gap-2 sm:grid-cols-2"
      >
        {regionCategories(region, slot).map((key) => (
          <label
            key={key}
            htmlFor={`${id}-${key}`}
            className="flex min-w-0 cursor-pointer items-start gap-3 rounded-md border p-3 text-sm leading-snug has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
          >
            <RadioGroupItem id={`${id}-${key}`} value={key} className="mt-0.5" />
            <span className="min-w-0 [overflow-wrap:anywhere]">{t(`selfId.${region}.${slot}.${key}`)}</span>
          </label>
        ))}
      </RadioGroup>
      {value ? (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto justify-self-start p-0"
          onClick={() => onChange('')}
        >
          {t('selfId.clear')}
        </Button>
      ) : null}
    </fieldset>
  );
}
