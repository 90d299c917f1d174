import { AcceptTeamInvitationPage } from '@/features/team/components/accept-team-invitation-page';

export function Component() {
  return <AcceptTeamInvitationPage />;
}
