import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { useLeverInvitations, useLeverStages } from '../api/lever';
import { writeBackState } from '../lib/write-back-state';

/** The most recent invitations Lever's stage changes made, and what went back to each opportunity. */
export function InvitationsCard() {
  const { t } = useT('lever-settings');
  const format = useCompanyFormat();
  const invitations = useLeverInvitations(true);
  const stages = useLeverStages(true);
  const stageName = (id: string) => stages.data?.items.find((s) => s.id === id)?.text ?? id;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('invitations.title')}</CardTitle>
        <CardDescription>{t('invitations.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.isError ? (
          <p role="alert" className="text-destructive">
            {getErrorMessage(invitations.error)}
          </p>
        ) : !invitations.data ? (
          <PageSpinner label={t('invitations.loading')} />
        ) : invitations.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('invitations.empty')}</p>
        ) : (
          <Table aria-label={t('invitations.title')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('invitations.candidate')}</TableHead>
                <TableHead>{t('invitations.assessment')}</TableHead>
                <TableHead>{t('invitations.invited')}</TableHead>
                <TableHead>{t('invitations.result')}</TableHead>
                <TableHead>{t('invitations.stage')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invitations.data.items.map((invitation) => {
                const state = writeBackState(invitation);
                return (
                  <TableRow key={invitation.id} data-testid="lever-invitation-row">
                    <TableCell>
                      <div className="font-medium">{invitation.candidateName}</div>
                      <div className="font-mono text-xs text-muted-foreground">
                        {invitation.opportunityId}
                      </div>
                    </TableCell>
                    <TableCell>{invitation.assessmentName}</TableCell>
                    <TableCell>{format.dateTime(invitation.createdAt)}</TableCell>
                    <TableCell>
                      <Badge variant={state === 'written' ? 'default' : 'outline'}>
                        {t(`invitations.state.${state}`)}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      {invitation.writeBack.stageId
                        ? stageName(invitation.writeBack.stageId)
                        : t('invitations.noStage')}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
