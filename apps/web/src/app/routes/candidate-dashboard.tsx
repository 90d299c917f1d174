import { CandidateDashboardPage } from '@/features/candidate-dashboard/components/candidate-dashboard-page';

export function Component() {
  return <CandidateDashboardPage />;
}
