import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { CustomTestPage } from '@/features/custom-tests/components/custom-test-page';

/** /admin-tests/:testId, linking to the item analysis of the same test. */
export function Component() {
  const { testId = '' } = useParams();
  const analysisHref = paths.adminItemAnalysis.getHref(testId);
  return <CustomTestPage key={testId} testId={testId} analysisHref={analysisHref} />;
}
