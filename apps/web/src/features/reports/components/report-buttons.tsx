import type { TCandidate } from '@app/contracts';
import { FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { reportAvailability } from '../lib/report-insights';
import { PdfButton } from './pdf-button';

/**
 * View Report and PDF once the evaluation is scored; before that, no buttons that cannot be used but a
 * short note of when the report comes.
 */
export function ReportButtons({ candidate, onView }: { candidate: TCandidate; onView: () => void }) {
  const { t } = useT('reports');
  const availability = reportAvailability(candidate.evaluationStatus, t);
  if (!availability.ready) {
    return (
      <p className="max-w-28 px-2 text-right text-xs text-muted-foreground" data-testid="report-unavailable">
        {availability.note}
      </p>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={onView}
        aria-label={t('buttons.viewLabel', { name: candidate.fullName })}
      >
        <FileText aria-hidden="true" /> {t('buttons.view')}
      </Button>
      <PdfButton size="sm" variant="ghost" candidateId={candidate.id} candidateName={candidate.fullName} />
    </>
  );
}
