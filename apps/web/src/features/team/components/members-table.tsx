import { TEAM_ROLES, type TTeamMember, type TTeamRole } from '@app/contracts';
import { Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { useChangeRole } from '../api/team';

type Props = { members: TTeamMember[]; canEdit: boolean; onRemove: (member: TTeamMember) => void };

/** The company's admins and reviewers; an admin changes roles in place and removes members. */
export function MembersTable({ members, canEdit, onRemove }: Props) {
  const { t } = useT('team');
  const format = useCompanyFormat();
  const changeRole = useChangeRole();
  const onRole = (member: TTeamMember, role: TTeamRole) =>
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          notify.success(
            t('members.toast.roleChanged'),
            t('members.toast.roleChangedDetail', { name: member.name, role }),
          ),
        onError: (error) => notify.error(t('members.toast.roleFailed'), getErrorMessage(error)),
      },
    );

  return (
    <div className="rounded-lg border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('members.name')}</TableHead>
            <TableHead>{t('members.email')}</TableHead>
            <TableHead>{t('members.role')}</TableHead>
            <TableHead>{t('members.joined')}</TableHead>
            {canEdit ? <TableHead className="text-right">{t('members.actions')}</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.userId}>
              <TableCell className="font-medium">
                {member.name}
                {member.isYou ? (
                  <Badge variant="outline" className="ml-2">
                    {t('members.you')}
                  </Badge>
                ) : null}
              </TableCell>
              <TableCell className="text-muted-foreground">{member.email}</TableCell>
              <TableCell>
                {canEdit ? (
                  <Select
                    value={member.role}
                    onValueChange={(role) => onRole(member, role as TTeamRole)}
                    disabled={changeRole.isPending}
                  >
                    <SelectTrigger
                      className="h-8 w-32"
                      aria-label={t('members.roleOf', { name: member.name })}
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {TEAM_ROLES.map((role) => (
                        <SelectItem key={role} value={role}>
                          {t(`role.${role}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                ) : (
                  t(`role.${member.role}`)
                )}
              </TableCell>
              <TableCell className="text-muted-foreground">{format.date(member.joinedAt)}</TableCell>
              {canEdit ? (
                <TableCell className="text-right">
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-destructive hover:text-destructive"
                    onClick={() => onRemove(member)}
                    aria-label={
                      member.isYou ? t('members.leaveLabel') : t('members.removeLabel', { name: member.name })
                    }
                  >
                    <Trash2 aria-hidden="true" /> {member.isYou ? t('members.leave') : t('members.remove')}
                  </Button>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
