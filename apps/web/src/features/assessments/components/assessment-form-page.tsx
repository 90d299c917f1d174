import { ASSESSMENT_LOCKED_PARTS, listLockedParts, type TAssessment } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Lock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CheckboxField } from '@/components/form/checkbox-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { AppShell } from '@/components/layouts/app-shell';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { PageSpinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { getErrorMessage, getFieldErrors } from '@/lib/api-client';
import { useMemberGreeting } from '@/lib/auth/use-can-edit';
import { notify } from '@/lib/toast';
import { timeZoneOptions } from '@/lib/zoned-time';
import { useAssessment, useCreateAssessment, useUpdateAssessment } from '../api/assessments';
import {
  CUSTOM_INSTRUCTIONS_MAX,
  createInput,
  emptyForm,
  formFromAssessment,
  type TAssessmentForm,
  updateInput,
  ZAssessmentForm,
} from '../lib/assessment-form';
import { ReminderHoursField } from './reminder-hours-field';
import { TestModeField, TestsField } from './tests-fields';
import { WeightsFields } from './weights-fields';

export const LOCKED_NOTE = `Once candidates are added, ${listLockedParts(ASSESSMENT_LOCKED_PARTS)} cannot change: their questions are drawn and scored with them. Duplicate the assessment to change them.`;

/** Creates an assessment (`assessmentId` null) or edits one. */
export function AssessmentFormPage({ assessmentId }: { assessmentId: string | null }) {
  const greeting = useMemberGreeting();
  const existing = useAssessment(assessmentId);
  return (
    <AppShell greeting={greeting}>
      <div className="mx-auto grid max-w-3xl gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">
              {assessmentId ? 'Edit assessment' : 'Create assessment'}
            </h1>
            <p className="text-muted-foreground">
              {existing.data?.name ?? 'One opening: its role, tests, window and what candidates are told.'}
            </p>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.adminAssessments.getHref()}>
              <ArrowLeft aria-hidden="true" /> Back to assessments
            </Link>
          </Button>
        </div>
        {assessmentId === null ? (
          <AssessmentForm assessment={null} />
        ) : existing.isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              {getErrorMessage(existing.error, 'Failed to load the assessment.')}
            </AlertDescription>
          </Alert>
        ) : existing.data ? (
          <AssessmentForm assessment={existing.data} />
        ) : (
          <PageSpinner label="Loading the assessment" />
        )}
      </div>
    </AppShell>
  );
}

function AssessmentForm({ assessment }: { assessment: TAssessment | null }) {
  const navigate = useNavigate();
  const create = useCreateAssessment();
  const update = useUpdateAssessment();
  const zones = useMemo(() => timeZoneOptions().map((zone) => ({ value: zone, label: zone })), []);
  const [defaults] = useState<TAssessmentForm>(() =>
    assessment ? formFromAssessment(assessment) : emptyForm(zones[0]?.value ?? 'UTC'),
  );
  const form = useForm<TAssessmentForm>({ resolver: zodResolver(ZAssessmentForm), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const locked = assessment?.configurationLocked ?? false;
  const archived = assessment?.status === 'archived';
  const customWeights = form.watch('customWeights');
  const customInstructions = form.watch('customInstructions');

  const save = (status: 'draft' | 'open' | null) =>
    form.handleSubmit(async (values) => {
      try {
        if (assessment) {
          await update.mutateAsync({ id: assessment.id, ...updateInput(values, locked) });
          notify.success('Assessment saved', values.name.trim());
        } else {
          await create.mutateAsync(createInput(values, status ?? 'draft'));
          notify.success(
            status === 'open' ? 'Assessment created and opened' : 'Assessment saved as a draft',
            values.name.trim(),
          );
        }
        navigate(paths.adminAssessments.getHref());
      } catch (error) {
        const fields = getFieldErrors(error);
        if (fields.name) form.setError('name', { message: fields.name });
        notify.error(
          assessment ? 'Failed to save the assessment' : 'Failed to create the assessment',
          getErrorMessage(error),
        );
      }
    });

  return (
    <form onSubmit={save(assessment ? null : 'open')} noValidate className="grid gap-6">
      {archived ? (
        <Alert>
          <AlertTitle>Archived</AlertTitle>
          <AlertDescription>Restore this assessment from the list to edit it.</AlertDescription>
        </Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Opening</CardTitle>
          <CardDescription>The name your team finds it by, and the role it assesses.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <TextField
            id="assessment-name"
            label="Name"
            required
            placeholder="Backend Engineer, Pune, Q1"
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              id="assessment-position"
              label="Position"
              placeholder="Backend Engineer"
              autoComplete="off"
              disabled={locked}
              error={errors.position?.message}
              {...form.register('position')}
            />
            <TextField
              id="assessment-experience"
              label="Experience level"
              placeholder="Senior"
              autoComplete="off"
              disabled={locked}
              error={errors.experienceLevel?.message}
              {...form.register('experienceLevel')}
            />
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Tests and scoring</CardTitle>
          <CardDescription>
            What every candidate of this assessment takes, and how it is scored.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {locked ? (
            <Alert>
              <Lock aria-hidden="true" className="size-4" />
              <AlertTitle>Locked: candidates have been added</AlertTitle>
              <AlertDescription>{LOCKED_NOTE}</AlertDescription>
            </Alert>
          ) : (
            <p className="text-sm text-muted-foreground">{LOCKED_NOTE}</p>
          )}
          <Controller
            control={form.control}
            name="selectedTestIds"
            render={({ field }) => (
              <TestsField
                value={field.value}
                onChange={field.onChange}
                disabled={locked}
                error={errors.selectedTestIds?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="testMode"
            render={({ field }) => (
              <TestModeField value={field.value} onChange={field.onChange} disabled={locked} />
            )}
          />
          <Field
            id="custom-instructions"
            label="Custom instructions (optional)"
            hint={`Guides question generation for every candidate of this assessment. ${customInstructions.length}/${CUSTOM_INSTRUCTIONS_MAX}`}
            error={errors.customInstructions?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                maxLength={CUSTOM_INSTRUCTIONS_MAX}
                disabled={locked}
                placeholder="E.g. focus on customer-facing scenarios; the role works with international clients."
                {...form.register('customInstructions')}
              />
            )}
          </Field>
          <fieldset className="grid gap-3 rounded-lg border p-4" disabled={locked}>
            <legend className="px-1 font-medium">Scoring weights</legend>
            <Controller
              control={form.control}
              name="customWeights"
              render={({ field }) => (
                <div className="flex items-start gap-3">
                  <Checkbox
                    id="custom-weights"
                    checked={field.value}
                    disabled={locked}
                    onCheckedChange={(on) => field.onChange(on === true)}
                    aria-describedby="custom-weights-hint"
                  />
                  <div className="grid gap-1">
                    <Label htmlFor="custom-weights">Use weights of this role</Label>
                    <p id="custom-weights-hint" className="text-sm text-muted-foreground">
                      By default scored sections count equally and personality does not count. Weights are
                      whole numbers 0-5; work style never counts.
                    </p>
                  </div>
                </div>
              )}
            />
            {customWeights ? <WeightsFields register={form.register} /> : null}
            {errors.scoringWeights?.message ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.scoringWeights.message}
              </p>
            ) : null}
          </fieldset>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Window and candidates</CardTitle>
          <CardDescription>
            When the assessment runs, and what candidates read before they start.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              id="window-opens"
              label="Opens (optional)"
              type="datetime-local"
              error={errors.opensAt?.message}
              {...form.register('opensAt')}
            />
            <TextField
              id="window-closes"
              label="Closes (optional)"
              type="datetime-local"
              error={errors.closesAt?.message}
              {...form.register('closesAt')}
            />
          </div>
          <SelectField
            control={form.control}
            name="timeZone"
            id="window-time-zone"
            label="Time zone"
            placeholder="Choose a time zone"
            options={zones}
            error={errors.timeZone?.message}
          />
          <Field
            id="candidate-instructions"
            label="Instructions for candidates (optional)"
            hint="What candidates should know before they start: what to prepare, how long it takes, whom to ask."
            error={errors.candidateInstructions?.message}
          >
            {(control) => <Textarea {...control} rows={4} {...form.register('candidateInstructions')} />}
          </Field>
          <Controller
            control={form.control}
            name="untimedProfileQuestions"
            render={({ field }) => (
              <CheckboxField
                id="untimed-profile-questions"
                label="No per-question clock on personality and work-style statements"
                hint={
                  <>
                    They have no right answer, so candidates may take the time they need on each; the
                    section's time limit still applies. Other questions keep their suggested time.
                  </>
                }
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Controller
            control={form.control}
            name="feedbackReportEnabled"
            render={({ field }) => (
              <CheckboxField
                id="feedback-report-enabled"
                label="Feedback report for candidates"
                hint="Candidates can read a plain-language feedback report once their results are scored: bands and descriptions in words, never answers, questions, integrity signals or your notes."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Controller
            control={form.control}
            name="reminderHours"
            render={({ field, fieldState }) => (
              <ReminderHoursField
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message ?? errors.reminderHours?.root?.message}
              />
            )}
          />
        </CardContent>
      </Card>

      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="ghost">
          <Link to={paths.adminAssessments.getHref()}>Cancel</Link>
        </Button>
        {assessment ? (
          <Button type="submit" disabled={isSubmitting || archived}>
            Save changes
          </Button>
        ) : (
          <>
            <Button type="button" variant="outline" disabled={isSubmitting} onClick={save('draft')}>
              Save as draft
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              Create and open
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
