import { useAuth } from '@/lib/auth/use-auth';
import { useCanEdit } from '@/lib/auth/use-can-edit';
import { UploadWizard } from './upload-wizard';

/** The upload wizard on an opening's own page: the file's candidates join that opening. */
export function UploadIntoOpening({ assessmentId }: { assessmentId: string }) {
  const auth = useAuth();
  const canEdit = useCanEdit();
  if (auth.status !== 'signedIn' || !canEdit) return null;
  return <UploadWizard userId={auth.user.id} company={auth.company} into={assessmentId} />;
}
