import {
  DECISION_PLACEHOLDERS,
  HIRING_STAGES,
  type TDecisionEmailTemplate,
  type THiringStage,
  type TStageLabels,
  type TStageLabelsInput,
  ZDecisionBody,
  ZDecisionSubject,
  ZStageLabelsInput,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { useDecisionTemplates, useStageLabels } from '@/lib/hiring-stages';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { useDraftPreview, useSaveStageLabels, useSaveTemplate } from '../api/decision-emails';

/** Settings → Decision emails: the stages' names, and the email each stage may send (issue 18). */
export function DecisionEmailsPage() {
  const { t } = useT('decisions');
  const labels = useStageLabels();
  const templates = useDecisionTemplates();
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="text-xl font-semibold">{t('title')}</h2>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
      </div>
      <StageLabelsCard labels={labels} />
      {templates.isError ? (
        <p role="alert" className="text-destructive">
          {getErrorMessage(templates.error)}
        </p>
      ) : !templates.data ? (
        <PageSpinner label={t('loading')} />
      ) : (
        <TemplatesCard labels={labels} templates={templates.data.items} />
      )}
    </div>
  );
}

function StageLabelsCard({ labels }: { labels: TStageLabels }) {
  const { t } = useT('decisions');
  const save = useSaveStageLabels();
  const form = useForm<TStageLabelsInput>({
    resolver: zodResolver(ZStageLabelsInput),
    defaultValues: labels,
  });
  const { reset } = form;
  useEffect(() => reset(labels), [labels, reset]);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify.success(t('stages.toast.saved'));
    } catch (error) {
      notify.error(t('stages.toast.failed'), getErrorMessage(error));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('stages.title')}</CardTitle>
        <CardDescription>{t('stages.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {HIRING_STAGES.map((stage) => (
              <TextField
                key={stage}
                id={`stage-label-${stage}`}
                label={t('stages.field', { stage })}
                required
                maxLength={60}
                error={errors[stage]?.message}
                disabled={save.isPending}
                {...form.register(stage)}
              />
            ))}
          </div>
          <div>
            <SubmitButton busy={save.isPending} busyLabel={t('saving')}>
              {t('stages.save')}
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function TemplatesCard({ labels, templates }: { labels: TStageLabels; templates: TDecisionEmailTemplate[] }) {
  const { t } = useT('decisions');
  const [stage, setStage] = useState<THiringStage>('rejected');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('templates.title')}</CardTitle>
        <CardDescription>{t('templates.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={stage} onValueChange={(value) => setStage(value as THiringStage)}>
          <TabsList className="h-auto flex-wrap">
            {HIRING_STAGES.map((s) => (
              <TabsTrigger key={s} value={s}>
                {labels[s]}
                {templates.some((item) => item.stage === s) ? null : (
                  <span className="text-xs font-normal text-muted-foreground">{t('templates.none')}</span>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          {HIRING_STAGES.map((s) => (
            <TabsContent key={s} value={s} className="pt-4">
              <TemplateEditor
                stage={s}
                label={labels[s]}
                template={templates.find((item) => item.stage === s) ?? null}
              />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}

const ZTemplateForm = z.object({ subject: ZDecisionSubject, body: ZDecisionBody });
type TTemplateForm = z.input<typeof ZTemplateForm>;

/** A draft once the typing has paused, so the preview is not asked for every keystroke. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function TemplateEditor({
  stage,
  label,
  template,
}: {
  stage: THiringStage;
  label: string;
  template: TDecisionEmailTemplate | null;
}) {
  const { t } = useT('decisions');
  const format = useCompanyFormat();
  const save = useSaveTemplate();
  const form = useForm<TTemplateForm>({
    resolver: zodResolver(ZTemplateForm),
    mode: 'onChange',
    defaultValues: { subject: template?.subject ?? '', body: template?.body ?? '' },
  });
  const { errors } = form.formState;
  const subject = useWatch({ control: form.control, name: 'subject' });
  const body = useWatch({ control: form.control, name: 'body' });
  const draft = useSettled({ subject, body });
  const valid = ZTemplateForm.safeParse(draft);
  const preview = useDraftPreview(valid.success ? { stage, ...valid.data } : null);

  // Chips insert at the cursor of the field last in focus (the message unless the subject was).
  const lastField = useRef<'subject' | 'body'>('body');
  const elements = useRef<Partial<Record<'subject' | 'body', HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  );
  const insert = (key: string) => {
    const name = lastField.current;
    const element = elements.current[name];
    const value = form.getValues(name) ?? '';
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const token = `{{${key}}}`;
    form.setValue(name, `${value.slice(0, start)}${token}${value.slice(end)}`, {
      shouldDirty: true,
      shouldValidate: true,
    });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  const field = (name: 'subject' | 'body') => {
    const registered = form.register(name);
    return {
      ...registered,
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        registered.ref(element);
        elements.current[name] = element;
      },
      onFocus: () => {
        lastField.current = name;
      },
    };
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ stage, subject: values.subject, body: values.body });
      form.reset(values);
      notify.success(t('editor.toast.saved', { label }), t('editor.toast.savedDetail'));
    } catch (error) {
      notify.error(t('editor.toast.failed', { label }), getErrorMessage(error));
    }
  });

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form onSubmit={onSubmit} noValidate className="grid content-start gap-4">
        <TextField
          id={`decision-subject-${stage}`}
          label={t('editor.subject', { label })}
          required
          error={errors.subject?.message}
          disabled={save.isPending}
          {...field('subject')}
        />
        <Field
          id={`decision-body-${stage}`}
          label={t('editor.body', { label })}
          required
          error={errors.body?.message}
          hint={t('editor.bodyHint')}
        >
          {(control) => <Textarea {...control} rows={10} disabled={save.isPending} {...field('body')} />}
        </Field>
        <div className="grid gap-2">
          <p className="text-sm font-medium" id={`placeholders-${stage}`}>
            {t('editor.placeholders')}
          </p>
          <ul className="flex flex-wrap gap-2" aria-labelledby={`placeholders-${stage}`}>
            {Object.entries(DECISION_PLACEHOLDERS).map(([key, description]) => (
              <li key={key}>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="h-7 rounded-full px-2.5 font-mono text-xs"
                  title={description}
                  aria-label={t('editor.insert', { token: `{{${key}}}`, description })}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => insert(key)}
                >
                  {`{{${key}}}`}
                </Button>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busy={save.isPending} busyLabel={t('saving')}>
            {t('editor.save', { label })}
          </SubmitButton>
          {template?.updatedAt ? (
            <p className="text-xs text-muted-foreground">
              {template.updatedBy
                ? t('editor.lastSavedBy', {
                    date: format.dateTime(template.updatedAt),
                    name: template.updatedBy.name,
                  })
                : t('editor.lastSaved', { date: format.dateTime(template.updatedAt) })}
            </p>
          ) : template?.isDefault ? (
            <p className="text-xs text-muted-foreground" data-testid="ready-made-email">
              {t('editor.readyMade')}
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">{t('editor.notWritten')}</p>
          )}
        </div>
      </form>
      <section aria-label={t('preview.label', { label })} className="grid content-start gap-2">
        <p className="flex items-center gap-2 text-sm font-medium">
          {t('preview.title')}
          {preview.isFetching ? <Spinner decorative className="size-3.5" /> : null}
        </p>
        <div className="grid gap-2 rounded-md border bg-muted/40 p-4 text-sm">
          {!valid.success ? (
            <p className="text-muted-foreground">
              {valid.error.issues[0]?.message ?? t('preview.incomplete')}
            </p>
          ) : preview.isError ? (
            <p role="alert" className="text-destructive">
              {getErrorMessage(preview.error)}
            </p>
          ) : preview.data ? (
            <>
              <p>
                <span className="text-muted-foreground">{t('preview.subject')}</span>
                <span className="font-medium" data-testid="preview-subject">
                  {preview.data.subject}
                </span>
              </p>
              <p className="whitespace-pre-line" data-testid="preview-text">
                {preview.data.text}
              </p>
            </>
          ) : (
            <Spinner label={t('preview.loading')} />
          )}
        </div>
      </section>
    </div>
  );
}
