import { Link2 } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRequestProof } from '@/lib/auth/proof-gate';
import { useT } from '@/lib/i18n';

/**
 * On a session an invitation link opened (decision 033): why only this assessment shows, and the way to
 * the rest. Confirming refreshes the candidate's queries, so the page shows everything by itself.
 */
export function LinkedApplicationNote() {
  const { t } = useT('candidate-dashboard');
  const requestProof = useRequestProof();
  return (
    <Alert variant="info">
      <Link2 aria-hidden="true" />
      <AlertDescription className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p>{t('linked.note')}</p>
        <Button size="sm" className="shrink-0 whitespace-normal" onClick={() => void requestProof()}>
          {t('linked.confirm')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
