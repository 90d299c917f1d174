import { useParams } from 'react-router';
import { TestRunnerPage } from '@/features/test-runner/components/test-runner-page';

export function Component() {
  const { sectionId = '' } = useParams();
  // A new section is a new runner: no state of one section's run may leak into another's.
  return <TestRunnerPage key={sectionId} sectionId={sectionId} />;
}
