import { ZCreateCandidateInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CandidateFields } from '@/components/form/candidate-fields';
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
import { notify } from '@/lib/toast';
import { useCreateCandidate } from '../../api/create-candidate';

const ZAddCandidateForm = ZCreateCandidateInput.pick({
  full_name: true,
  email: true,
  phone: true,
  position: true,
});
type AddCandidateForm = z.input<typeof ZAddCandidateForm>;
const EMPTY: AddCandidateForm = { full_name: '', email: '', phone: '', position: '' };

/** One candidate through the same admission rules as a one-row CSV (POST /api/n8n/create-candidate). */
export function AddCandidateDialog({ disabled }: { disabled?: boolean }) {
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
      });
      notify.success(
        'Candidate added',
        `${values.full_name} will get an invitation once their questions are ready.`,
      );
      form.reset(EMPTY);
      setOpen(false);
    } catch (error) {
      const fields = getFieldErrors(error);
      for (const name of ['full_name', 'email', 'phone', 'position'] as const) {
        if (fields[name]) form.setError(name, { message: fields[name] });
      }
      notify.error('Failed to add candidate', getErrorMessage(error));
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
          <UserPlus aria-hidden="true" /> Add candidate
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add candidate</DialogTitle>
          <DialogDescription>
            The candidate gets questions generated for their position and an invitation by email.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <CandidateFields idPrefix="add" register={form.register} errors={errors} />
          <DialogFooter>
            <SubmitButton busy={create.isPending} busyLabel="Adding…">
              Add candidate
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
