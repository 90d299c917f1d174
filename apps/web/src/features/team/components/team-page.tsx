import type { TTeamMember } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { authKeys } from '@/lib/auth/auth-keys';
import { useCanEdit } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { useTeam } from '@/lib/team';
import { notify } from '@/lib/toast';
import { useRemoveMember } from '../api/team';
import { InvitationsTable } from './invitations-table';
import { InviteDialog } from './invite-dialog';
import { MembersTable } from './members-table';
import { RemoveMemberDialog } from './remove-member-dialog';

/** Settings → Team: members and pending invitations; admins invite, change roles and remove. */
export function TeamPage() {
  const { t } = useT('team');
  const team = useTeam();
  const canEdit = useCanEdit();
  const remove = useRemoveMember();
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TTeamMember | null>(null);

  const onRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.userId);
      notify.success(removing.isYou ? t('toast.left') : t('toast.removed'));
      setRemoving(null);
      // Leaving ended this session on the server: reloading the auth state sends the browser to sign in.
      if (removing.isYou) await queryClient.invalidateQueries({ queryKey: authKeys.all });
    } catch (error) {
      notify.error(removing.isYou ? t('toast.leaveFailed') : t('toast.removeFailed'), getErrorMessage(error));
    }
  };

  if (team.isPending) return <PageSpinner label={t('loading')} />;
  if (team.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{getErrorMessage(team.error, t('loadFailed'))}</AlertDescription>
      </Alert>
    );
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card role="region" aria-labelledby="members-title">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle id="members-title">{t('title')}</CardTitle>
            <CardDescription>{t('description')}</CardDescription>
          </div>
          {canEdit ? (
            <Button size="sm" onClick={() => setInviting(true)}>
              <UserPlus aria-hidden="true" /> {t('invite')}
            </Button>
          ) : (
            <Badge variant="secondary">
              <Eye aria-hidden="true" /> {t('readOnly')}
            </Badge>
          )}
        </CardHeader>
        <CardContent>
          <MembersTable members={team.data.members} canEdit={canEdit} onRemove={setRemoving} />
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby="invitations-title">
        <CardHeader>
          <CardTitle id="invitations-title">{t('invitations.title')}</CardTitle>
          <CardDescription>{t('invitations.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <InvitationsTable invitations={team.data.invitations} canEdit={canEdit} />
        </CardContent>
      </Card>
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <RemoveMemberDialog
        member={removing}
        pending={remove.isPending}
        onConfirm={onRemove}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
