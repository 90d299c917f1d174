import { CandidateProfilePage } from '@/features/candidate-profile/components/candidate-profile-page';

export function Component() {
  return <CandidateProfilePage />;
}
