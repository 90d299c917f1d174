import type { TTeamInvitation } from '@app/contracts';
import { Mail, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { useResendInvitation, useRevokeInvitation } from '../api/team';

/** Invitations sent and not yet accepted; resending replaces the link, revoking disables it. */
export function InvitationsTable({
  invitations,
  canEdit,
}: {
  invitations: TTeamInvitation[];
  canEdit: boolean;
}) {
  const { t } = useT('team');
  const format = useCompanyFormat();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('invitations.empty')}</p>;
  }
  return (
    <div className="rounded-lg border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('invitations.email')}</TableHead>
            <TableHead>{t('invitations.role')}</TableHead>
            <TableHead>{t('invitations.invitedBy')}</TableHead>
            <TableHead>{t('invitations.expires')}</TableHead>
            {canEdit ? <TableHead className="text-right">{t('invitations.actions')}</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableCell className="font-medium">{invitation.email}</TableCell>
              <TableCell>{t(`role.${invitation.role}`)}</TableCell>
              <TableCell className="text-muted-foreground">{invitation.invitedBy ?? '—'}</TableCell>
              <TableCell className="text-muted-foreground">{format.date(invitation.expiresAt)}</TableCell>
              {canEdit ? (
                <TableCell>
                  <div className="flex justify-end gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={resend.isPending}
                      aria-label={t('invitations.resendLabel', { email: invitation.email })}
                      onClick={() =>
                        resend.mutate(invitation.id, {
                          onSuccess: () =>
                            notify.success(
                              t('invitations.toast.resent'),
                              t('invitations.toast.resentDetail', { email: invitation.email }),
                            ),
                          onError: (error) =>
                            notify.error(t('invitations.toast.resendFailed'), getErrorMessage(error)),
                        })
                      }
                    >
                      <Mail aria-hidden="true" /> {t('invitations.resend')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-destructive hover:text-destructive"
                      disabled={revoke.isPending}
                      aria-label={t('invitations.revokeLabel', { email: invitation.email })}
                      onClick={() =>
                        revoke.mutate(invitation.id, {
                          onSuccess: () =>
                            notify.success(
                              t('invitations.toast.revoked'),
                              t('invitations.toast.revokedDetail', { email: invitation.email }),
                            ),
                          onError: (error) =>
                            notify.error(t('invitations.toast.revokeFailed'), getErrorMessage(error)),
                        })
                      }
                    >
                      <X aria-hidden="true" /> {t('invitations.revoke')}
                    </Button>
                  </div>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
