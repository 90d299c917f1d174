import type { TCandidate } from '@app/contracts';
import { Download, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { reportAvailability } from '../lib/report-insights';
import { PdfButton } from './pdf-button';

/** View Report and PDF once the evaluation is scored; before that, disabled with the reason as a tooltip. */
export function ReportButtons({ candidate, onView }: { candidate: TCandidate; onView: () => void }) {
  const availability = reportAvailability(candidate.evaluationStatus);
  if (!availability.ready) {
    return (
      <>
        <Button size="sm" variant="ghost" disabled title={availability.reason}>
          <FileText aria-hidden="true" /> View Report
        </Button>
        <Button size="sm" variant="ghost" disabled title={availability.reason}>
          <Download aria-hidden="true" /> PDF
        </Button>
      </>
    );
  }
  return (
    <>
      <Button size="sm" variant="ghost" onClick={onView} aria-label={`View ${candidate.fullName}’s report`}>
        <FileText aria-hidden="true" /> View Report
      </Button>
      <PdfButton size="sm" variant="ghost" candidateId={candidate.id} candidateName={candidate.fullName} />
    </>
  );
}
