import { HIRING_STAGES, HiringStage, type THiringStage } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useDecisionTemplates, useStageLabels } from '@/lib/hiring-stages';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { useChangeStage, useDecisionPreview } from '../../api/hiring-stages';

const ZMoveForm = z.object({ stage: HiringStage, sendEmail: z.boolean() });
type TMoveForm = z.infer<typeof ZMoveForm>;

type Props = {
  /** The candidates to move; the dialog is open while there is at least one. */
  targets: { id: string; fullName: string }[];
  /** The stage picked in a row's select; the dialog starts on it. */
  initialStage?: THiringStage;
  onDone: () => void;
  onClose: () => void;
};

/**
 * "Move to stage…": the stage, and whether its decision email goes out. The email is never the default:
 * the box starts unticked, and is disabled while the stage has no template.
 */
export function MoveToStageDialog({ targets, initialStage, onDone, onClose }: Props) {
  const { t } = useT('admin-dashboard');
  const format = useCompanyFormat();
  const open = targets.length > 0;
  const labels = useStageLabels();
  const templates = useDecisionTemplates(open);
  const change = useChangeStage();
  const form = useForm<TMoveForm>({
    resolver: zodResolver(ZMoveForm),
    defaultValues: { stage: initialStage ?? 'shortlisted', sendEmail: false },
  });
  const { reset, setValue } = form;
  useEffect(() => {
    if (open) reset({ stage: initialStage ?? 'shortlisted', sendEmail: false });
  }, [open, initialStage, reset]);
  const stage = useWatch({ control: form.control, name: 'stage' });
  const sendEmail = useWatch({ control: form.control, name: 'sendEmail' });
  const template = templates.data?.items.find((item) => item.stage === stage);
  const hasTemplate = template !== undefined;
  useEffect(() => {
    if (!hasTemplate) setValue('sendEmail', false);
  }, [hasTemplate, setValue]);
  const first = targets[0];
  const preview = useDecisionPreview(stage, first?.id, open && sendEmail && hasTemplate);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await change.mutateAsync({
        ids: targets.map((target) => target.id),
        stage: values.stage,
        sendEmail: values.sendEmail && hasTemplate,
      });
      // One person moved from their row reads by name; a bulk move by count.
      const moved =
        targets.length === 1 && first && result.changed === 1
          ? t('move.toast.movedOne', { name: first.fullName, stage: labels[values.stage] })
          : t('move.toast.moved', {
              count: result.changed,
              n: format.number(result.changed),
              stage: labels[values.stage],
            });
      const already =
        result.unchanged > 0
          ? ` ${t('move.toast.already', { count: result.unchanged, n: format.number(result.unchanged) })}`
          : '';
      const emails =
        result.emailsQueued > 0
          ? ` ${t('move.toast.emails', { count: result.emailsQueued, n: format.number(result.emailsQueued) })}`
          : '';
      notify.success(t('table.toast.stageChanged'), `${moved}${already}${emails}`);
      onDone();
    } catch (error) {
      notify.error(t('table.toast.stageFailed'), getErrorMessage(error));
    }
  });

  const who =
    targets.length === 1 && first
      ? first.fullName
      : t('move.candidates', { count: targets.length, n: format.number(targets.length) });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !change.isPending) onClose();
      }}
    >
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('move.title', { who })}</DialogTitle>
          <DialogDescription>{t('move.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <SelectField
            control={form.control}
            name="stage"
            id="move-stage"
            label={t('move.stage')}
            placeholder={t('move.chooseStage')}
            required
            disabled={change.isPending}
            options={HIRING_STAGES.map((s) => ({ value: s, label: labels[s] }))}
          />
          <div className="grid gap-1.5">
            <div className="flex items-center gap-2">
              <Controller
                control={form.control}
                name="sendEmail"
                render={({ field }) => (
                  <Checkbox
                    id="move-send-email"
                    checked={field.value}
                    disabled={!hasTemplate || change.isPending}
                    aria-describedby="move-send-email-hint"
                    onCheckedChange={(next) => field.onChange(next === true)}
                  />
                )}
              />
              <Label htmlFor="move-send-email">{t('move.sendEmail')}</Label>
            </div>
            <p id="move-send-email-hint" className="text-xs text-muted-foreground">
              {templates.isPending ? (
                t('move.lookingForEmail')
              ) : hasTemplate ? (
                t(template?.isDefault ? 'move.sendsReadyMade' : 'move.sends', {
                  stage: labels[stage],
                  count: targets.length,
                })
              ) : (
                <Trans
                  t={t}
                  i18nKey="move.noEmail"
                  values={{ stage: labels[stage] }}
                  components={{
                    settingsLink: (
                      <Link
                        className="text-primary underline underline-offset-4"
                        to={paths.settingsDecisionEmails.getHref()}
                      />
                    ),
                  }}
                />
              )}
            </p>
          </div>
          {sendEmail && hasTemplate ? (
            <section
              aria-label={t('move.preview')}
              className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm"
            >
              {preview.isPending ? (
                <Spinner label={t('move.previewLoading')} />
              ) : preview.isError ? (
                <p role="alert" className="text-destructive">
                  {getErrorMessage(preview.error)}
                </p>
              ) : preview.data ? (
                <>
                  <p className="text-xs text-muted-foreground">
                    {t('move.previewFor', { name: first?.fullName })}
                    {preview.data.to ? ` <${preview.data.to}>` : ''}
                    {targets.length > 1 ? t('move.previewEach') : ''}
                  </p>
                  <p className="font-medium">{preview.data.subject}</p>
                  {/* A long email scrolls: focusable, so a keyboard can scroll it too. */}
                  <section
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
                    tabIndex={0}
                    aria-label={t('move.previewText')}
                    className="max-h-48 overflow-auto whitespace-pre-line rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {preview.data.text}
                  </section>
                </>
              ) : null}
            </section>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={change.isPending}>
              {t('move.cancel')}
            </Button>
            <SubmitButton busy={change.isPending} busyLabel={t('move.pending')}>
              {t('move.submit', { stage: labels[stage] })}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
