import {
  AGE_BANDS,
  DISABILITY_ANSWERS,
  RACE_ETHNICITY_CATEGORIES,
  SELF_IDENTIFICATION_LABELS,
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
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useAnswerSelfIdentification, useSelfIdentificationStatus } from '../api/self-identification';

type Answers = Required<{ [K in keyof TSelfIdentificationInput]: string }>;

const QUESTIONS = [
  { name: 'sex', label: 'Sex', values: SEX_CATEGORIES, labels: SELF_IDENTIFICATION_LABELS.sex },
  {
    name: 'raceEthnicity',
    label: 'Race or ethnicity',
    values: RACE_ETHNICITY_CATEGORIES,
    labels: SELF_IDENTIFICATION_LABELS.raceEthnicity,
  },
  { name: 'ageBand', label: 'Age', values: AGE_BANDS, labels: SELF_IDENTIFICATION_LABELS.ageBand },
  {
    name: 'disability',
    label: 'Disability',
    values: DISABILITY_ANSWERS,
    labels: SELF_IDENTIFICATION_LABELS.disability,
  },
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
  const status = useSelfIdentificationStatus(true);
  const answer = useAnswerSelfIdentification();
  const [skipped, setSkipped] = useState(false);
  const form = useForm<Answers>({ defaultValues: EMPTY });

  if (!status.data?.asked || skipped) return null;
  if (status.data.answered)
    return (
      <p className="mx-auto w-full max-w-xl text-center text-sm text-muted-foreground" role="status">
        Thank you for answering the optional fairness questions.
      </p>
    );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await answer.mutateAsync(toInput(values));
      notify.success('Thank you', 'Your answers were saved apart from your assessment.');
    } catch (error) {
      notify.error('Your answers were not saved', getErrorMessage(error));
    }
  });

  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <HeartHandshake aria-hidden="true" className="size-5 text-primary" />
          Help check that hiring is fair (optional)
        </CardTitle>
        <CardDescription>
          Your assessment is already submitted and scored without these answers, and answering or not changes
          nothing about how you are assessed.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
          <p>
            <strong>Why we ask:</strong> {companyName} uses these answers only to check, in totals, that its
            assessments and hiring decisions treat every group fairly, for example in the independent bias
            audits that laws such as New York City's Local Law 144 require.
          </p>
          <p>
            <strong>How they are used:</strong> they are stored apart from your application, never shown to
            anyone who reviews you, and never used in scoring. They only count in totals of groups large
            enough that no one can be recognised. Any question may be left blank or answered “Prefer not to
            say”.
          </p>
        </div>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          {QUESTIONS.map((question) => (
            <Controller
              key={question.name}
              control={form.control}
              name={question.name}
              render={({ field }) => (
                <Field id={`self-id-${question.name}`} label={question.label}>
                  {(control) => (
                    <Select value={field.value} onValueChange={field.onChange} disabled={answer.isPending}>
                      <SelectTrigger {...control} onBlur={field.onBlur}>
                        <SelectValue placeholder="Not answered" />
                      </SelectTrigger>
                      <SelectContent>
                        {question.values.map((value) => (
                          <SelectItem key={value} value={value}>
                            {(question.labels as Record<string, string>)[value]}
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
              Skip
            </Button>
            <SubmitButton busy={answer.isPending} busyLabel="Saving…">
              Submit answers
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
