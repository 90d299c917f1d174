import { AccommodationsPage } from '@/features/accommodations/components/accommodations-page';

export function Component() {
  return <AccommodationsPage />;
}
