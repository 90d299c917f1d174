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
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { timeZoneOptions } from '@/lib/zoned-time';
import { useAssessment, useCreateAssessment, useUpdateAssessment } from '../api/assessments';
import {
  assessmentLanguageOptions,
  CUSTOM_INSTRUCTIONS_MAX,
  createInput,
  emptyForm,
  formFromAssessment,
  reapplyOptions,
  type TAssessmentForm,
  updateInput,
  ZAssessmentForm,
} from '../lib/assessment-form';
import { reapplyLabel } from '../lib/format';
import { ReminderHoursField } from './reminder-hours-field';
import { TestModeField, TestsField } from './tests-fields';
import { WeightsFields } from './weights-fields';

/** Creates an assessment (`assessmentId` null) or edits one. */
export function AssessmentFormPage({ assessmentId }: { assessmentId: string | null }) {
  const { t } = useT('assessments');
  const greeting = useMemberGreeting();
  const existing = useAssessment(assessmentId);
  return (
    <AppShell greeting={greeting}>
      <div className="mx-auto grid max-w-3xl gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">
              {assessmentId ? t('form.editTitle') : t('list.create')}
            </h1>
            <p className="text-muted-foreground">{existing.data?.name ?? t('form.intro')}</p>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.adminAssessments.getHref()}>
              <ArrowLeft aria-hidden="true" /> {t('form.back')}
            </Link>
          </Button>
        </div>
        {assessmentId === null ? (
          <AssessmentForm assessment={null} />
        ) : existing.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(existing.error, t('form.loadFailed'))}</AlertDescription>
          </Alert>
        ) : existing.data ? (
          <AssessmentForm assessment={existing.data} />
        ) : (
          <PageSpinner label={t('page.loading')} />
        )}
      </div>
    </AppShell>
  );
}

function AssessmentForm({ assessment }: { assessment: TAssessment | null }) {
  const { t } = useT('assessments');
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
  const lockedNote = t('form.lockedNote', { parts: listLockedParts(ASSESSMENT_LOCKED_PARTS) });
  const languageOptions = useMemo(() => assessmentLanguageOptions(t), [t]);
  const reapplyChoices = useMemo(
    () => reapplyOptions(defaults.reapply, (months) => reapplyLabel(months, t)),
    [defaults.reapply, t],
  );

  const save = (status: 'draft' | 'open' | null) =>
    form.handleSubmit(async (values) => {
      try {
        if (assessment) {
          await update.mutateAsync({ id: assessment.id, ...updateInput(values, locked) });
          notify.success(t('form.toast.saved'), values.name.trim());
          navigate(paths.adminAssessments.getHref());
        } else {
          const created = await create.mutateAsync(createInput(values, status ?? 'draft'));
          notify.success(
            status === 'open' ? t('form.toast.opened') : t('form.toast.draft'),
            values.name.trim(),
          );
          // The new opening's own page: an open one on its Invite tab, where its candidates come in.
          navigate(paths.adminAssessment.getHref(created.id, status === 'open' ? 'invite' : undefined));
        }
      } catch (error) {
        const fields = getFieldErrors(error);
        if (fields.name) form.setError('name', { message: fields.name });
        notify.error(
          assessment ? t('form.toast.saveFailed') : t('form.toast.createFailed'),
          getErrorMessage(error),
        );
      }
    });

  return (
    <form onSubmit={save(assessment ? null : 'open')} noValidate className="grid gap-6">
      {archived ? (
        <Alert>
          <AlertTitle>{t('form.archived')}</AlertTitle>
          <AlertDescription>{t('form.archivedText')}</AlertDescription>
        </Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>{t('form.opening')}</CardTitle>
          <CardDescription>{t('form.openingText')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <TextField
            id="assessment-name"
            label={t('form.name')}
            required
            placeholder={t('form.namePlaceholder')}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              id="assessment-position"
              label={t('form.position')}
              placeholder={t('form.positionPlaceholder')}
              autoComplete="off"
              disabled={locked}
              error={errors.position?.message}
              {...form.register('position')}
            />
            <TextField
              id="assessment-experience"
              label={t('form.experience')}
              placeholder={t('form.experiencePlaceholder')}
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
          <CardTitle>{t('form.tests')}</CardTitle>
          <CardDescription>{t('form.testsText')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {locked ? (
            <Alert>
              <Lock aria-hidden="true" className="size-4" />
              <AlertTitle>{t('form.locked')}</AlertTitle>
              <AlertDescription>{lockedNote}</AlertDescription>
            </Alert>
          ) : (
            <p className="text-sm text-muted-foreground">{lockedNote}</p>
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
            label={t('form.customInstructions')}
            hint={t('form.customInstructionsHint', {
              length: customInstructions.length,
              max: CUSTOM_INSTRUCTIONS_MAX,
            })}
            error={errors.customInstructions?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                maxLength={CUSTOM_INSTRUCTIONS_MAX}
                disabled={locked}
                placeholder={t('form.customInstructionsPlaceholder')}
                {...form.register('customInstructions')}
              />
            )}
          </Field>
          <fieldset className="grid gap-3 rounded-lg border p-4" disabled={locked}>
            <legend className="px-1 font-medium">{t('summary.weights')}</legend>
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
                    <Label htmlFor="custom-weights">{t('form.customWeights')}</Label>
                    <p id="custom-weights-hint" className="text-sm text-muted-foreground">
                      {t('form.customWeightsHint')}
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
          <CardTitle>{t('form.window')}</CardTitle>
          <CardDescription>{t('form.windowText')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              id="window-opens"
              label={t('form.opens')}
              type="datetime-local"
              error={errors.opensAt?.message}
              {...form.register('opensAt')}
            />
            <TextField
              id="window-closes"
              label={t('form.closes')}
              type="datetime-local"
              error={errors.closesAt?.message}
              {...form.register('closesAt')}
            />
          </div>
          <SelectField
            control={form.control}
            name="timeZone"
            id="window-time-zone"
            label={t('form.timeZone')}
            placeholder={t('form.timeZonePlaceholder')}
            options={zones}
            error={errors.timeZone?.message}
          />
          <SelectField
            control={form.control}
            name="language"
            id="assessment-language"
            label={t('summary.language')}
            hint={t('form.languageHint')}
            placeholder={t('form.languagePlaceholder')}
            options={languageOptions}
            error={errors.language?.message}
          />
          <SelectField
            control={form.control}
            name="reapply"
            id="assessment-reapply"
            label={t('summary.reapply')}
            hint={t('form.reapplyHint')}
            placeholder={t('summary.reapplyOnce')}
            options={reapplyChoices}
            error={errors.reapply?.message}
          />
          <Field
            id="candidate-instructions"
            label={t('form.candidateInstructions')}
            hint={t('form.candidateInstructionsHint')}
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
                label={t('form.untimed')}
                hint={t('form.untimedHint')}
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
                label={t('summary.feedback')}
                hint={t('form.feedbackHint')}
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
          <Link to={paths.adminAssessments.getHref()}>{t('form.cancel')}</Link>
        </Button>
        {assessment ? (
          <Button type="submit" disabled={isSubmitting || archived}>
            {t('form.save')}
          </Button>
        ) : (
          <>
            <Button type="button" variant="outline" disabled={isSubmitting} onClick={save('draft')}>
              {t('form.saveDraft')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {t('form.createOpen')}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
