import {
  type TAccommodationRequestItem,
  type TAnswerAccommodation,
  ZAnswerAccommodation,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useAnswerAccommodation } from '../api/accommodations';

/** Answers a request in words: the adjustment arranged, another way to be assessed, or a polite refusal. */
export function AnswerRequestDialog({
  request,
  onClose,
}: {
  request: TAccommodationRequestItem | null;
  onClose: () => void;
}) {
  const { t } = useT('accommodations');
  const answer = useAnswerAccommodation();
  const form = useForm<TAnswerAccommodation>({
    resolver: zodResolver(ZAnswerAccommodation),
    defaultValues: { response: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (request) reset({ response: '' });
  }, [request, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!request) return;
    try {
      await answer.mutateAsync({ id: request.id, response: values.response });
      notify.success(t('answer.toast.sent'), t('answer.toast.sentDetail', { name: request.candidateName }));
      onClose();
    } catch (error) {
      notify.error(t('answer.toast.failed'), getErrorMessage(error));
    }
  });

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => (!open && !answer.isPending ? onClose() : undefined)}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('answer.title', { name: request?.candidateName })}</DialogTitle>
          <DialogDescription>{t('answer.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field
            id="answer-response"
            label={t('answer.label')}
            required
            error={form.formState.errors.response?.message}
          >
            {(control) => (
              <Textarea {...control} rows={5} disabled={answer.isPending} {...form.register('response')} />
            )}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={answer.isPending}>
              {t('answer.cancel')}
            </Button>
            <SubmitButton busy={answer.isPending} busyLabel={t('answer.sending')}>
              {t('answer.send')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
