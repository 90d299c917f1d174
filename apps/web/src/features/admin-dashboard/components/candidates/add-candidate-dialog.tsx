import { ZCreateCandidateInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CandidateFields } from '@/components/form/candidate-fields';
import { CandidateLanguageField } from '@/components/form/candidate-language-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage, getFieldErrors } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useCreateCandidate } from '../../api/create-candidate';

const ZAddCandidateForm = ZCreateCandidateInput.pick({
  full_name: true,
  email: true,
  phone: true,
  position: true,
  language: true,
});
type AddCandidateForm = z.input<typeof ZAddCandidateForm>;
const EMPTY: AddCandidateForm = { full_name: '', email: '', phone: '', position: '', language: '' };

/** One candidate through the same admission rules as a one-row CSV (POST /api/n8n/create-candidate). */
export function AddCandidateDialog({ disabled }: { disabled?: boolean }) {
  const { t } = useT('admin-dashboard');
  const [open, setOpen] = useState(false);
  const create = useCreateCandidate();
  const form = useForm<AddCandidateForm, unknown, z.output<typeof ZAddCandidateForm>>({
    resolver: zodResolver(ZAddCandidateForm),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({
        ...values,
        phone: values.phone || undefined,
        position: values.position || undefined,
        language: values.language || undefined,
      });
      notify.success(t('add.toast.added'), t('add.toast.addedDetail', { name: values.full_name }));
      form.reset(EMPTY);
      setOpen(false);
    } catch (error) {
      const fields = getFieldErrors(error);
      for (const name of ['full_name', 'email', 'phone', 'position', 'language'] as const) {
        if (fields[name]) form.setError(name, { message: fields[name] });
      }
      notify.error(t('add.toast.failed'), getErrorMessage(error));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(EMPTY);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <UserPlus aria-hidden="true" /> {t('add.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('add.title')}</DialogTitle>
          <DialogDescription>{t('add.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <CandidateFields idPrefix="add" register={form.register} errors={errors} />
          <CandidateLanguageField control={form.control} idPrefix="add" error={errors.language?.message} />
          <DialogFooter>
            <SubmitButton busy={create.isPending} busyLabel={t('add.pending')}>
              {t('add.submit')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
