import { Info } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useT } from '@/lib/i18n';

/**
 * Told before the first section is opened (issue 5, items 5 and 7): the server keeps the time, and
 * what is recorded during the test. The company sees these records with the results.
 */
export function BeforeYouStart({ extraTime }: { extraTime: boolean }) {
  const { t } = useT('candidate-dashboard');
  return (
    <Alert variant="info" role="note" aria-labelledby="before-you-start-title">
      <Info aria-hidden="true" />
      <AlertTitle id="before-you-start-title" className="text-base">
        {t('beforeStart.title')}
      </AlertTitle>
      <AlertDescription>
        <ul className="mt-1 list-disc space-y-1 ps-5">
          <li>{t('beforeStart.timed')}</li>
          {extraTime ? <li>{t('beforeStart.extraTime')}</li> : null}
          <li>{t('beforeStart.saved')}</li>
          <li>{t('beforeStart.recorded')}</li>
        </ul>
      </AlertDescription>
    </Alert>
  );
}
