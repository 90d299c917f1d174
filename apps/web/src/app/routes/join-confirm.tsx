import { JoinConfirmPage } from '@/features/invite-link/components/join-confirm-page';

export function Component() {
  return <JoinConfirmPage />;
}
