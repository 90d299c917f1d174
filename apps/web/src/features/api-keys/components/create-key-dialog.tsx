import { type TApiKeyCreated, ZApiKeyInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage, getFieldErrors } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCreateApiKey } from '../api/api-keys';
import { NewKey } from './new-key';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Names a new key, then shows it once; closing the dialog forgets it. */
export function CreateKeyDialog({ open, onOpenChange }: Props) {
  const create = useCreateApiKey();
  const [created, setCreated] = useState<TApiKeyCreated | null>(null);
  const form = useForm<z.input<typeof ZApiKeyInput>, unknown, z.output<typeof ZApiKeyInput>>({
    resolver: zodResolver(ZApiKeyInput),
    defaultValues: { name: '' },
  });

  const close = (next: boolean) => {
    if (next) return;
    onOpenChange(false);
    setCreated(null);
    form.reset();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setCreated(await create.mutateAsync(values));
      notify.success('API key created', 'Copy it now: it is shown only once.');
    } catch (error) {
      const fields = getFieldErrors(error);
      if (fields.name) form.setError('name', { message: fields.name });
      notify.error('Failed to create the API key', getErrorMessage(error));
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>Your new API key</DialogTitle>
              <DialogDescription>
                {created.name}: send it as <code className="font-mono">Authorization: Bearer …</code> with
                every request to the public API.
              </DialogDescription>
            </DialogHeader>
            <NewKey apiKey={created} />
            <DialogFooter>
              <Button onClick={() => close(false)}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Create API key</DialogTitle>
              <DialogDescription>
                The key can read and add your company's candidates and read their evaluations and reports.
              </DialogDescription>
            </DialogHeader>
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <TextField
                id="api-key-name"
                label="Name"
                required
                placeholder="e.g. Greenhouse sync"
                hint="What will use the key, so you know which one to revoke later."
                autoComplete="off"
                error={form.formState.errors.name?.message}
                {...form.register('name')}
              />
              <DialogFooter>
                <SubmitButton busy={create.isPending} busyLabel="Creating…">
                  Create key
                </SubmitButton>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
