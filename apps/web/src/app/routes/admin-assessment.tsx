import { useParams } from 'react-router';
import { useCandidateEvents } from '@/features/admin-dashboard/api/use-candidate-events';
import { CandidatesTable } from '@/features/admin-dashboard/components/candidates/candidates-table';
import { UploadIntoOpening } from '@/features/admin-dashboard/components/upload-wizard/upload-into-opening';
import { useAnalyticsEvents } from '@/features/analytics/api/get-analytics';
import { AnalyticsOverview } from '@/features/analytics/components/analytics-overview';
import { ComparePanel } from '@/features/analytics/components/compare-panel';
import { AssessmentPage, type AssessmentTab } from '@/features/assessments/components/assessment-page';
import { DeadlinesPanel } from '@/features/deadlines/components/deadlines-panel';
import { AddCandidatePanel } from '@/features/invite-link/components/add-candidate-panel';
import { InviteLinkPanel } from '@/features/invite-link/components/invite-link-panel';
import { RateAnswersLink } from '@/features/ratings/components/rate-answers-link';
import { candidateReportSlots } from '../candidate-report-slots';

/**
 * /admin-assessments/:assessmentId: the assessments feature's page with the other features' parts for one
 * assessment, composed here because features never import each other. Each panel takes the assessment's id
 * and loads what it needs; add a feature's panel to the tab it belongs to.
 */
export function Component() {
  const { assessmentId = '' } = useParams();
  // Live: the candidates' event stream refreshes the table, the counts and the numbers.
  useCandidateEvents(true);
  useAnalyticsEvents();
  const tabs: AssessmentTab[] = [
    {
      id: 'candidates',
      label: 'Candidates',
      content: <CandidatesTable enabled reports={candidateReportSlots} assessmentId={assessmentId} />,
    },
    {
      id: 'analytics',
      label: 'Analytics',
      content: (
        <>
          <AnalyticsOverview filters={{ assessmentId }} />
          <ComparePanel assessmentId={assessmentId} />
        </>
      ),
    },
    {
      id: 'invite',
      label: 'Invite',
      adminOnly: true,
      content: (
        <div className="grid gap-6">
          <UploadIntoOpening assessmentId={assessmentId} />
          <AddCandidatePanel assessmentId={assessmentId} />
          <InviteLinkPanel assessmentId={assessmentId} />
        </div>
      ),
    },
    { id: 'deadlines', label: 'Deadlines', content: <DeadlinesPanel assessmentId={assessmentId} /> },
  ];
  return (
    <AssessmentPage
      key={assessmentId}
      assessmentId={assessmentId}
      tabs={tabs}
      links={<RateAnswersLink assessmentId={assessmentId} />}
    />
  );
}
