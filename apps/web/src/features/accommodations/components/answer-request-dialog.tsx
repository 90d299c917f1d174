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
      notify.success('Answer sent', `${request.candidateName} is told by email and on their dashboard.`);
      onClose();
    } catch (error) {
      notify.error('The answer could not be sent', getErrorMessage(error));
    }
  });

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => (!open && !answer.isPending ? onClose() : undefined)}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Answer {request?.candidateName}</DialogTitle>
          <DialogDescription>
            Say what you arranged, how else they can be assessed, or why you cannot offer this, and whom to
            contact.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field
            id="answer-response"
            label="Your answer"
            required
            error={form.formState.errors.response?.message}
          >
            {(control) => (
              <Textarea {...control} rows={5} disabled={answer.isPending} {...form.register('response')} />
            )}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={answer.isPending}>
              Cancel
            </Button>
            <SubmitButton busy={answer.isPending} busyLabel="Sending…">
              Send answer
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
