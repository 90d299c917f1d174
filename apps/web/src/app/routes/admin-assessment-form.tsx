import { useParams } from 'react-router';
import { AssessmentFormPage } from '@/features/assessments/components/assessment-form-page';

/** /admin-assessments/new and /admin-assessments/:assessmentId/edit: one form, keyed so each starts fresh. */
export function Component() {
  const { assessmentId } = useParams();
  return <AssessmentFormPage key={assessmentId ?? 'new'} assessmentId={assessmentId ?? null} />;
}
