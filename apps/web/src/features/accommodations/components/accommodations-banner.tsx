import { Accessibility } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useAccommodationRequests } from '../api/accommodations';

/** On the candidates page: how many accommodation requests wait for an answer; nothing when none. */
export function AccommodationsBanner() {
  const open = useAccommodationRequests('open');
  const count = open.data?.openCount ?? 0;
  if (count === 0) return null;
  return (
    <Alert variant="info">
      <Accessibility aria-hidden="true" />
      <AlertTitle>
        {count === 1 ? 'An accommodation request is waiting' : `${count} accommodation requests are waiting`}
      </AlertTitle>
      <AlertDescription>
        <p>
          Candidates asked for extra time or another adjustment.{' '}
          <Link className="font-medium underline underline-offset-4" to={paths.adminAccommodations.getHref()}>
            Answer the requests
          </Link>
        </p>
      </AlertDescription>
    </Alert>
  );
}
