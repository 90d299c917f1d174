import type { CandidateReportSlots } from '@/features/admin-dashboard/components/candidates/candidates-table';
import { DownloadReportsButton } from '@/features/reports/components/download-reports-button';
import { ReportButtons } from '@/features/reports/components/report-buttons';
import { ReportDialog } from '@/features/reports/components/report-dialog';
import { ScoreCell } from '@/features/reports/components/score-cell';

// Composed here because features never import each other: the candidates table shows the reports feature.
export const candidateReportSlots: CandidateReportSlots = {
  score: (candidate) => <ScoreCell candidate={candidate} />,
  actions: (candidate, onView) => <ReportButtons candidate={candidate} onView={onView} />,
  dialog: (target, onClose) => <ReportDialog target={target} onClose={onClose} />,
  bulkDownload: (ids) => <DownloadReportsButton ids={ids} />,
};
