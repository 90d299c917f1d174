import {
  AGE_BANDS,
  DISABILITY_ANSWERS,
  RACE_ETHNICITY_CATEGORIES,
  SEX_CATEGORIES,
  type TSelfIdentificationInput,
} from '@app/contracts';
import { HeartHandshake } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { isProofRequired, useWithProof } from '@/lib/auth/proof-gate';
import { useT } from '@/lib/i18n';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { notify } from '@/lib/toast';
import { useAnswerSelfIdentification, useSelfIdentificationStatus } from '../api/self-identification';

type Answers = Required<{ [K in keyof TSelfIdentificationInput]: string }>;

/** Each question and its answers; the words are the catalogue's selfId.<name> and selfId.<name>.<value>. */
const QUESTIONS = [
  { name: 'sex', values: SEX_CATEGORIES },
  { name: 'raceEthnicity', values: RACE_ETHNICITY_CATEGORIES },
  { name: 'ageBand', values: AGE_BANDS },
  { name: 'disability', values: DISABILITY_ANSWERS },
] as const;

const EMPTY: Answers = { sex: '', raceEthnicity: '', ageBand: '', disability: '' };

/** Unanswered questions are sent as null ("unknown"), never as a guess. */
const toInput = (answers: Answers) =>
  Object.fromEntries(
    Object.entries(answers).map(([k, v]) => [k, v === '' ? null : v]),
  ) as TSelfIdentificationInput;

/**
 * The voluntary self-identification questions (issue 20), offered once the assessment is submitted: the
 * notice says why they are asked and how the answers are used, every question may be left blank or
 * declined, and skipping is one click.
 */
export function SelfIdentificationCard({ companyName }: { companyName: string }) {
  const { t } = useT('candidate-dashboard');
  const status = useSelfIdentificationStatus(true);
  const answer = useAnswerSelfIdentification();
  const withProof = useWithProof();
  const [skipped, setSkipped] = useState(false);
  const form = useForm<Answers>({ defaultValues: EMPTY });

  if (!status.data?.asked || skipped) return null;
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
          <HeartHandshake aria-hidden="true" className="size-5 text-primary" />
          {t('selfId.title')}
        </CardTitle>
        <CardDescription>{t('selfId.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
          <p>
            <strong>{t('selfId.why.label')}</strong> {t('selfId.why.text', { company: companyName })}
          </p>
          <p>
            <strong>{t('selfId.how.label')}</strong> {t('selfId.how.text')}
          </p>
        </div>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          {QUESTIONS.map((question) => (
            <Controller
              key={question.name}
              control={form.control}
              name={question.name}
              render={({ field }) => (
                <Field id={`self-id-${question.name}`} label={t(`selfId.${question.name}`)}>
                  {(control) => (
                    <Select value={field.value} onValueChange={field.onChange} disabled={answer.isPending}>
                      <SelectTrigger {...control} onBlur={field.onBlur}>
                        <SelectValue placeholder={t('selfId.notAnswered')} />
                      </SelectTrigger>
                      <SelectContent>
                        {question.values.map((value) => (
                          <SelectItem key={value} value={value}>
                            {t(`selfId.${question.name}.${value}`)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                </Field>
              )}
            />
          ))}
          <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
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
