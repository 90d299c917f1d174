import {
  CANDIDATE_LANGUAGES,
  type CandidateLanguage,
  INVITATION_PLACEHOLDERS,
  INVITATION_TEXT_KINDS,
  LANGUAGE_INFO,
  type TInvitationText,
  type TInvitationTextKind,
  ZInvitationMessage,
  ZInvitationSubject,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { useInvitationPreview, useInvitationTexts, useSaveInvitationText } from '../api/invitation-emails';

/** A language as the admin reads it: its English name, and its own when that differs. */
const languageName = (language: CandidateLanguage) => {
  const { englishName, nativeName } = LANGUAGE_INFO[language];
  return englishName === nativeName ? englishName : `${englishName} (${nativeName})`;
};

/**
 * Settings → Invitation emails (issue 36 item 0): the company's own subject and opening message of the
 * invitation email and of the deadline reminders, per candidate language, with a preview the server
 * renders. The link, the deadline, the sections and what to prepare stay generated.
 */
export function InvitationEmailsPage() {
  const { t } = useT('invitation-emails');
  const texts = useInvitationTexts();
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="text-xl font-semibold">{t('title')}</h2>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
      </div>
      {texts.isError ? (
        <p role="alert" className="text-destructive">
          {getErrorMessage(texts.error)}
        </p>
      ) : !texts.data ? (
        <PageSpinner label={t('loading')} />
      ) : (
        <TextsCard items={texts.data.items} />
      )}
    </div>
  );
}

function TextsCard({ items }: { items: TInvitationText[] }) {
  const { t } = useT('invitation-emails');
  const [kind, setKind] = useState<TInvitationTextKind>('invitation');
  const [language, setLanguage] = useState<CandidateLanguage>('en');
  const itemOf = (k: TInvitationTextKind, l: CandidateLanguage) =>
    items.find((item) => item.kind === k && item.language === l);
  const saved = (k: TInvitationTextKind, l: CandidateLanguage) => itemOf(k, l)?.updatedAt != null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('texts.title')}</CardTitle>
        <CardDescription>{t('texts.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={kind} onValueChange={(value) => setKind(value as TInvitationTextKind)}>
          <TabsList className="h-auto flex-wrap">
            {INVITATION_TEXT_KINDS.map((k) => (
              <TabsTrigger key={k} value={k}>
                {t(`kind.${k}.tab`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {INVITATION_TEXT_KINDS.map((k) => {
            const item = itemOf(k, language);
            return (
              <TabsContent key={k} value={k} className="grid gap-4 pt-2">
                <p className="text-sm text-muted-foreground">{t(`kind.${k}.description`)}</p>
                <div className="grid gap-2 sm:max-w-sm">
                  <Label htmlFor={`language-${k}`}>{t('language.label')}</Label>
                  <Select value={language} onValueChange={(value) => setLanguage(value as CandidateLanguage)}>
                    <SelectTrigger id={`language-${k}`}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {CANDIDATE_LANGUAGES.map((l) => (
                        <SelectItem key={l} value={l}>
                          {saved(k, l)
                            ? t('language.own', { language: languageName(l) })
                            : t('language.builtIn', { language: languageName(l) })}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
                {item ? <TextEditor key={`${k}-${language}`} item={item} /> : null}
              </TabsContent>
            );
          })}
        </Tabs>
      </CardContent>
    </Card>
  );
}

const ZTextForm = z.object({ subject: ZInvitationSubject, message: ZInvitationMessage });
type TTextFormInput = z.input<typeof ZTextForm>;
type TTextForm = z.output<typeof ZTextForm>;

/** A draft once the typing has paused, so the preview is not asked for every keystroke. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Progress = 'not_started' | 'not_finished';

function TextEditor({ item }: { item: TInvitationText }) {
  const { t } = useT('invitation-emails');
  const format = useCompanyFormat();
  const save = useSaveInvitationText();
  const { kind, language } = item;
  const what = { kind: t(`kind.${kind}.lower`), language: LANGUAGE_INFO[language].englishName };
  const form = useForm<TTextFormInput, unknown, TTextForm>({
    resolver: zodResolver(ZTextForm),
    mode: 'onChange',
    defaultValues: { subject: item.subject ?? '', message: item.message ?? '' },
  });
  const { errors } = form.formState;
  const subject = useWatch({ control: form.control, name: 'subject' }) ?? '';
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const [progress, setProgress] = useState<Progress>('not_started');
  const [confirming, setConfirming] = useState(false);
  const draft = useSettled({ subject, message });
  const valid = ZTextForm.safeParse(draft);
  const preview = useInvitationPreview(valid.success ? { kind, language, ...valid.data, progress } : null);
  const isSaved = item.updatedAt !== null;
  const empty = subject.trim() === '' && message.trim() === '';

  // Chips insert at the cursor of the field last in focus (the message unless the subject was).
  const lastField = useRef<'subject' | 'message'>('message');
  const elements = useRef<
    Partial<Record<'subject' | 'message', HTMLInputElement | HTMLTextAreaElement | null>>
  >({});
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
  const field = (name: 'subject' | 'message') => {
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

  const startFromBuiltIn = () => {
    const words = progress === 'not_finished' && item.builtInStarted ? item.builtInStarted : item.builtIn;
    form.setValue('subject', words.subject, { shouldDirty: true, shouldValidate: true });
    form.setValue('message', words.message, { shouldDirty: true, shouldValidate: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ kind, language, ...values });
      form.reset({ subject: values.subject ?? '', message: values.message ?? '' });
      notify.success(
        t(values.subject === null && values.message === null ? 'toast.restored' : 'toast.saved', what),
      );
    } catch (error) {
      notify.error(t('toast.failed', what), getErrorMessage(error));
    }
  });

  const restoreBuiltIn = async () => {
    try {
      await save.mutateAsync({ kind, language, subject: null, message: null });
      form.reset({ subject: '', message: '' });
      setConfirming(false);
      notify.success(t('toast.restored', what));
    } catch (error) {
      setConfirming(false);
      notify.error(t('toast.failed', what), getErrorMessage(error));
    }
  };

  const id = `${kind}-${language}`;
  const dir = LANGUAGE_INFO[language].dir;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form onSubmit={onSubmit} noValidate className="grid content-start gap-4">
        <TextField
          id={`subject-${id}`}
          label={t('editor.subject', what)}
          hint={t('editor.subjectHint')}
          placeholder={item.builtIn.subject}
          error={errors.subject?.message}
          disabled={save.isPending}
          lang={language}
          dir={dir}
          {...field('subject')}
        />
        <Field
          id={`message-${id}`}
          label={t('editor.message', what)}
          error={errors.message?.message}
          hint={t(`editor.messageHint.${kind}`)}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={8}
              placeholder={item.builtIn.message}
              disabled={save.isPending}
              lang={language}
              dir={dir}
              {...field('message')}
            />
          )}
        </Field>
        {item.builtInStarted ? (
          <p className="text-xs text-muted-foreground" data-testid="built-in-started">
            {t('editor.startedBuiltIn', { message: item.builtInStarted.message })}
          </p>
        ) : null}
        <div className="grid gap-2">
          <p className="text-sm font-medium" id={`placeholders-${id}`}>
            {t('editor.placeholders')}
          </p>
          <ul className="flex flex-wrap gap-2" aria-labelledby={`placeholders-${id}`}>
            {Object.entries(INVITATION_PLACEHOLDERS).map(([key, description]) => (
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
            {t('editor.save', what)}
          </SubmitButton>
          {empty ? (
            <Button type="button" variant="outline" onClick={startFromBuiltIn} disabled={save.isPending}>
              {t('editor.startFromBuiltIn')}
            </Button>
          ) : null}
          {isSaved || !empty ? (
            <Button
              type="button"
              variant="ghost"
              disabled={save.isPending}
              onClick={() => (isSaved ? setConfirming(true) : form.reset({ subject: '', message: '' }))}
            >
              {t('editor.useBuiltIn')}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground" data-testid="text-status">
          {item.updatedAt
            ? item.updatedBy
              ? t('editor.lastSavedBy', { date: format.dateTime(item.updatedAt), name: item.updatedBy.name })
              : t('editor.lastSaved', { date: format.dateTime(item.updatedAt) })
            : t('editor.builtInStatus', what)}
        </p>
      </form>
      <section aria-label={t('preview.label', what)} className="grid content-start gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-2 text-sm font-medium">
            {t('preview.title')}
            {preview.isFetching ? <Spinner decorative className="size-3.5" /> : null}
          </p>
          {kind === 'reminder' ? (
            <div className="flex items-center gap-2">
              <Label htmlFor={`progress-${id}`} className="text-xs text-muted-foreground">
                {t('preview.progress')}
              </Label>
              <Select value={progress} onValueChange={(value) => setProgress(value as Progress)}>
                <SelectTrigger id={`progress-${id}`} className="h-8 w-auto text-xs md:text-xs">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="not_started">{t('preview.notStarted')}</SelectItem>
                  <SelectItem value="not_finished">{t('preview.notFinished')}</SelectItem>
                </SelectContent>
              </Select>
            </div>
          ) : null}
        </div>
        <div className="grid gap-2 rounded-md border bg-muted/40 p-4 text-sm">
          {!valid.success ? (
            <p className="text-muted-foreground">{valid.error.issues[0]?.message}</p>
          ) : preview.isError ? (
            <p role="alert" className="text-destructive">
              {getErrorMessage(preview.error)}
            </p>
          ) : preview.data ? (
            <>
              <p>
                <span className="text-muted-foreground">{t('preview.subject')}</span>
                <span className="font-medium" data-testid="preview-subject" lang={language} dir={dir}>
                  {preview.data.subject}
                </span>
              </p>
              <p
                className="break-words whitespace-pre-line"
                data-testid="preview-text"
                lang={language}
                dir={dir}
              >
                {preview.data.text}
              </p>
            </>
          ) : (
            <Spinner label={t('preview.loading')} />
          )}
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        title={t('confirm.title', what)}
        description={t('confirm.description', what)}
        confirmLabel={t('editor.useBuiltIn')}
        pendingLabel={t('saving')}
        pending={save.isPending}
        onConfirm={restoreBuiltIn}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
