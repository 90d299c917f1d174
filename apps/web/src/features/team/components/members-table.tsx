import { TEAM_ROLES, type TTeamMember, type TTeamRole } from '@app/contracts';
import { Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useChangeRole } from '../api/team';
import { formatDate, ROLE_LABELS } from '../lib/role-label';

type Props = { members: TTeamMember[]; canEdit: boolean; onRemove: (member: TTeamMember) => void };

/** The company's admins and reviewers; an admin changes roles in place and removes members. */
export function MembersTable({ members, canEdit, onRemove }: Props) {
  const changeRole = useChangeRole();
  const onRole = (member: TTeamMember, role: TTeamRole) =>
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          notify.success('Role changed', `${member.name} is now ${ROLE_LABELS[role].toLowerCase()}.`),
        onError: (error) => notify.error('Role not changed', getErrorMessage(error)),
      },
    );

  return (
    <div className="rounded-lg border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Joined</TableHead>
            {canEdit ? <TableHead className="text-right">Actions</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.userId}>
              <TableCell className="font-medium">
                {member.name}
                {member.isYou ? (
                  <Badge variant="outline" className="ml-2">
                    You
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
                    <SelectTrigger className="h-8 w-32" aria-label={`Role of ${member.name}`}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {TEAM_ROLES.map((role) => (
                        <SelectItem key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                ) : (
                  ROLE_LABELS[member.role]
                )}
              </TableCell>
              <TableCell className="text-muted-foreground">{formatDate(member.joinedAt)}</TableCell>
              {canEdit ? (
                <TableCell className="text-right">
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-destructive hover:text-destructive"
                    onClick={() => onRemove(member)}
                    aria-label={member.isYou ? 'Leave the company' : `Remove ${member.name}`}
                  >
                    <Trash2 aria-hidden="true" /> {member.isYou ? 'Leave' : 'Remove'}
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
