import { NotFoundPage } from '@/features/not-found/components/not-found-page';

export function Component() {
  return <NotFoundPage />;
}
