import { AcceptInvitationPage } from '@/features/invitation/components/accept-invitation-page';

export function Component() {
  return <AcceptInvitationPage />;
}
