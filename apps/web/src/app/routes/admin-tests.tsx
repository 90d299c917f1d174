import { CustomTestsPage } from '@/features/custom-tests/components/custom-tests-page';

export function Component() {
  return <CustomTestsPage />;
}
