import { AssessmentsPage } from '@/features/assessments/components/assessments-page';

export function Component() {
  return <AssessmentsPage />;
}
