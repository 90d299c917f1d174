import {
  TEAM_ROLE_DESCRIPTIONS,
  TEAM_ROLES,
  type TInviteTeamMemberInput,
  ZInviteTeamMemberInput,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage, getFieldErrors } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useInviteMember } from '../api/team';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Invites a colleague by email as admin or reviewer, each role described by what it may do. */
export function InviteDialog({ open, onOpenChange }: Props) {
  const { t } = useT('team');
  const invite = useInviteMember();
  const form = useForm<TInviteTeamMemberInput, unknown, z.output<typeof ZInviteTeamMemberInput>>({
    resolver: zodResolver(ZInviteTeamMemberInput),
    defaultValues: { email: '', role: 'reviewer' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const sent = await invite.mutateAsync(values);
      notify.success(t('inviteDialog.toast.sent'), t('inviteDialog.toast.sentDetail', { email: sent.email }));
      form.reset();
      onOpenChange(false);
    } catch (error) {
      const fields = getFieldErrors(error);
      form.setError('email', { message: fields.email ?? getErrorMessage(error) });
      notify.error(t('inviteDialog.toast.failed'), getErrorMessage(error));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('inviteDialog.title')}</DialogTitle>
          <DialogDescription>{t('inviteDialog.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <TextField
            id="invite-email"
            label={t('inviteDialog.email')}
            required
            type="email"
            autoComplete="off"
            placeholder="colleague@company.com"
            error={errors.email?.message}
            disabled={invite.isPending}
            {...form.register('email')}
          />
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-medium">{t('inviteDialog.role')}</legend>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <RadioGroup value={field.value} onValueChange={field.onChange} disabled={invite.isPending}>
                  {TEAM_ROLES.map((role) => (
                    <div key={role} className="flex items-start gap-3 rounded-md border p-3">
                      <RadioGroupItem id={`invite-role-${role}`} value={role} className="mt-0.5" />
                      <div className="grid gap-1">
                        <Label htmlFor={`invite-role-${role}`}>{t(`role.${role}`)}</Label>
                        <p className="text-sm text-muted-foreground">{TEAM_ROLE_DESCRIPTIONS[role]}</p>
                      </div>
                    </div>
                  ))}
                </RadioGroup>
              )}
            />
          </fieldset>
          <DialogFooter>
            <SubmitButton busy={invite.isPending} busyLabel={t('inviteDialog.sending')}>
              {t('inviteDialog.send')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
