import type { TTeamInvitation } from '@app/contracts';
import { Mail, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useResendInvitation, useRevokeInvitation } from '../api/team';
import { formatDate, ROLE_LABELS } from '../lib/role-label';

/** Invitations sent and not yet accepted; resending replaces the link, revoking disables it. */
export function InvitationsTable({
  invitations,
  canEdit,
}: {
  invitations: TTeamInvitation[];
  canEdit: boolean;
}) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) {
    return <p className="text-sm text-muted-foreground">No pending invitations.</p>;
  }
  return (
    <div className="rounded-lg border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Invited by</TableHead>
            <TableHead>Expires</TableHead>
            {canEdit ? <TableHead className="text-right">Actions</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableCell className="font-medium">{invitation.email}</TableCell>
              <TableCell>{ROLE_LABELS[invitation.role]}</TableCell>
              <TableCell className="text-muted-foreground">{invitation.invitedBy ?? '—'}</TableCell>
              <TableCell className="text-muted-foreground">{formatDate(invitation.expiresAt)}</TableCell>
              {canEdit ? (
                <TableCell>
                  <div className="flex justify-end gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={resend.isPending}
                      aria-label={`Resend the invitation to ${invitation.email}`}
                      onClick={() =>
                        resend.mutate(invitation.id, {
                          onSuccess: () =>
                            notify.success(
                              'Invitation sent again',
                              `A new link went to ${invitation.email}.`,
                            ),
                          onError: (error) => notify.error('Invitation not sent', getErrorMessage(error)),
                        })
                      }
                    >
                      <Mail aria-hidden="true" /> Resend
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-destructive hover:text-destructive"
                      disabled={revoke.isPending}
                      aria-label={`Revoke the invitation to ${invitation.email}`}
                      onClick={() =>
                        revoke.mutate(invitation.id, {
                          onSuccess: () =>
                            notify.success(
                              'Invitation revoked',
                              `The link sent to ${invitation.email} no longer works.`,
                            ),
                          onError: (error) => notify.error('Invitation not revoked', getErrorMessage(error)),
                        })
                      }
                    >
                      <X aria-hidden="true" /> Revoke
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
