import { FairnessSummaryPage } from '@/features/fairness/components/fairness-summary-page';

export function Component() {
  return <FairnessSummaryPage />;
}
