import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useT } from '@/lib/i18n';
import { useTeam } from '@/lib/team';

/** The team as the directory sees it: each member, and whether SCIM provisioned them. */
export function ProvisionedMembersCard({ provisionedUserIds }: { provisionedUserIds: string[] }) {
  const { t } = useT('scim-settings');
  const team = useTeam();
  const provisioned = new Set(provisionedUserIds);
  const members = [...(team.data?.members ?? [])].sort(
    (a, b) => Number(provisioned.has(b.userId)) - Number(provisioned.has(a.userId)),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('members.title')}</CardTitle>
        <CardDescription>{t('members.description')}</CardDescription>
      </CardHeader>
      <CardContent className={members.length > 0 ? 'p-0' : undefined}>
        {!team.data ? (
          <Spinner label={t('members.loading')} />
        ) : (
          <Table aria-label={t('members.title')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('members.name')}</TableHead>
                <TableHead>{t('members.role')}</TableHead>
                <TableHead>{t('members.source')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {members.map((member) => (
                <TableRow key={member.userId} data-testid="scim-member-row">
                  <TableCell>
                    <div className="font-medium">{member.name}</div>
                    <div className="break-all text-xs text-muted-foreground">{member.email}</div>
                  </TableCell>
                  <TableCell>{t(`roles.${member.role}`)}</TableCell>
                  <TableCell>
                    {provisioned.has(member.userId) ? (
                      <Badge variant="secondary">{t('members.provisioned')}</Badge>
                    ) : (
                      <span className="text-sm text-muted-foreground">{t('members.invited')}</span>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
