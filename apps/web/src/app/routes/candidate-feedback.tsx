import { CandidateFeedbackPage } from '@/features/candidate-feedback/components/candidate-feedback-page';

export function Component() {
  return <CandidateFeedbackPage />;
}
