import { AlertTriangle, Eye } from 'lucide-react';
import type * as React from 'react';
import { Trans } from 'react-i18next';
import { AppShell } from '@/components/layouts/app-shell';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { useAuth } from '@/lib/auth/use-auth';
import { useCanEdit, useMemberGreeting } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { useCandidateSummary } from '../api/get-candidates';
import { useCandidateEvents } from '../api/use-candidate-events';
import { type CandidateReportSlots, CandidatesTable } from './candidates/candidates-table';
import { ErasureRequestsPanel } from './candidates/erasure-requests-panel';
import { PipelinePanel } from './pipeline-panel';
import { SummaryCards } from './summary-cards';
import { UploadReportCard } from './upload-report';
import { UploadWizard } from './upload-wizard/upload-wizard';

/** The admin's workspace: pipeline, counts, the upload wizard and the live candidates table. */
export function AdminDashboardPage({
  reports,
  banner,
}: {
  reports: CandidateReportSlots;
  /** What other features ask the admin to act on (accommodation requests), composed by the route. */
  banner?: React.ReactNode;
}) {
  const { t } = useT('admin-dashboard');
  const auth = useAuth();
  const canEdit = useCanEdit();
  const greeting = useMemberGreeting();
  const company = auth.status === 'signedIn' ? auth.company : null;
  // SPEC.md section 6: company data is loaded only for an admin who has a company.
  const hasCompany = company !== null;
  const summary = useCandidateSummary(hasCompany);
  useCandidateEvents(hasCompany);
  if (auth.status !== 'signedIn') return null;

  return (
    <AppShell greeting={greeting}>
      {/* One column no wider than the page: the candidates table scrolls inside its card on a phone. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">{t('page.title')}</h1>
            <p className="text-muted-foreground">
              <Trans
                t={t}
                i18nKey="page.signedInAs"
                values={{ name: auth.user.name, email: auth.user.email }}
                components={{ name: <span className="font-medium text-foreground" /> }}
              />
            </p>
            {canEdit ? null : (
              <Badge variant="secondary" className="mt-2" title={t('page.readOnlyTitle')}>
                <Eye aria-hidden="true" /> {t('page.readOnly')}
              </Badge>
            )}
          </div>
        </div>
        {company ? null : (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden="true" className="size-4" />
            <AlertTitle>{t('page.noCompanyTitle')}</AlertTitle>
            <AlertDescription>{t('page.noCompany')}</AlertDescription>
          </Alert>
        )}
        {company ? banner : null}
        <PipelinePanel pipeline={summary.data?.pipeline} />
        {company ? <SummaryCards company={company} summary={summary.data} /> : null}
        {canEdit ? (
          <>
            <UploadReportCard />
            <UploadWizard userId={auth.user.id} company={company} />
          </>
        ) : null}
        <ErasureRequestsPanel enabled={hasCompany} />
        <CandidatesTable enabled={hasCompany} reports={reports} />
      </div>
    </AppShell>
  );
}
