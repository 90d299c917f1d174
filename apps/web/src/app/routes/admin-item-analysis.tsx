import { ItemAnalysisPage } from '@/features/item-analysis/components/item-analysis-page';

export function Component() {
  return <ItemAnalysisPage />;
}
