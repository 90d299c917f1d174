import { FairnessPage } from '@/features/fairness/components/fairness-page';

export function Component() {
  return <FairnessPage />;
}
