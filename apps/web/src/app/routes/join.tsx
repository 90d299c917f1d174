import { JoinPage } from '@/features/invite-link/components/join-page';

export function Component() {
  return <JoinPage />;
}
