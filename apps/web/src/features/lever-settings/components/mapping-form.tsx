import type { TLeverStageList } from '@app/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { Field } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useLeverPostings, useOpenAssessments, useSaveLeverMapping } from '../api/lever';

/** Radix's select takes no empty value: this one stands for "the opportunity stays where it is". */
const STAYS = 'stays';

type Choice = { posting: string; assessment: string; trigger: string; advanced: string; rejected: string };
const EMPTY: Choice = { posting: '', assessment: '', trigger: '', advanced: STAYS, rejected: STAYS };

/** Map a Lever posting: the assessment, the stage that invites, and where decisions move the opportunity. */
export function MappingForm({ stages }: { stages: UseQueryResult<TLeverStageList> }) {
  const { t } = useT('lever-settings');
  const postings = useLeverPostings(true);
  const assessments = useOpenAssessments();
  const save = useSaveLeverMapping();
  const failure = useFormFailure();
  const [choice, setChoice] = useState<Choice>(EMPTY);
  const [missing, setMissing] = useState(false);
  const set = (key: keyof Choice) => (value: string) =>
    setChoice((current) => ({ ...current, [key]: value }));

  const stageOptions = (stages.data?.items ?? []).map((s) => ({ value: s.id, label: s.text }));
  const optional = [{ value: STAYS, label: t('mappings.stays') }, ...stageOptions];
  const fields: { key: keyof Choice; label: string; options: { value: string; label: string }[] }[] = [
    {
      key: 'posting',
      label: t('form.posting'),
      options: (postings.data?.items ?? []).map((p) => ({ value: p.id, label: p.text })),
    },
    {
      key: 'assessment',
      label: t('form.assessment'),
      options: (assessments.data?.items ?? []).map((a) => ({ value: a.id, label: a.name })),
    },
    { key: 'trigger', label: t('form.trigger'), options: stageOptions },
    { key: 'advanced', label: t('form.advanced'), options: optional },
    { key: 'rejected', label: t('form.rejected'), options: optional },
  ];
  const loadError = postings.error ?? stages.error;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    failure.clear();
    if (!choice.posting || !choice.assessment || !choice.trigger) {
      setMissing(true);
      return;
    }
    setMissing(false);
    try {
      await save.mutateAsync({
        postingId: choice.posting,
        postingTitle: postings.data?.items.find((p) => p.id === choice.posting)?.text ?? null,
        assessmentId: choice.assessment,
        triggerStageId: choice.trigger,
        advancedStageId: choice.advanced === STAYS ? null : choice.advanced,
        rejectedStageId: choice.rejected === STAYS ? null : choice.rejected,
      });
      notify.success(t('toast.mappingSaved'));
      setChoice(EMPTY);
    } catch (error) {
      failure.report(t('toast.mappingFailed'), getErrorMessage(error));
    }
  };

  return (
    <form className="grid gap-4 border-t pt-4" onSubmit={onSubmit} noValidate aria-label={t('form.title')}>
      <h3 className="font-medium">{t('form.title')}</h3>
      <FormAlert id="lever-mapping-failure" failure={failure.current} />
      {loadError ? (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(loadError)}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {fields.map(({ key, label, options }) => {
          const required = key === 'posting' || key === 'assessment' || key === 'trigger';
          return (
            <Field
              key={key}
              id={`lever-mapping-${key}`}
              label={label}
              required={required}
              error={missing && required && !choice[key] ? t('form.required') : undefined}
            >
              {(control) => (
                <Select value={choice[key]} onValueChange={set(key)}>
                  <SelectTrigger {...control}>
                    <SelectValue placeholder={t('form.choose')} />
                  </SelectTrigger>
                  <SelectContent>
                    {options.map((option) => (
                      <SelectItem key={option.value} value={option.value}>
                        {option.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </Field>
          );
        })}
      </div>
      <p className="text-xs text-muted-foreground">{t('form.hint')}</p>
      <div>
        <SubmitButton busy={save.isPending} busyLabel={t('form.saving')}>
          {t('form.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
