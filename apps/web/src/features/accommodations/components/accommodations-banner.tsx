import { Accessibility } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useOpenAccommodationCount } from '../api/accommodations';

/** On the candidates page: how many accommodation requests wait for an answer; nothing when none. */
export function AccommodationsBanner() {
  const { t } = useT('accommodations');
  const count = useOpenAccommodationCount().data?.openCount ?? 0;
  if (count === 0) return null;
  return (
    <Alert variant="info">
      <Accessibility aria-hidden="true" />
      <AlertTitle>{t('banner.title', { count })}</AlertTitle>
      <AlertDescription>
        <p>
          {t('banner.text')}{' '}
          <Link className="font-medium underline underline-offset-4" to={paths.adminAccommodations.getHref()}>
            {t('banner.link')}
          </Link>
        </p>
      </AlertDescription>
    </Alert>
  );
}
