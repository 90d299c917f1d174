import type { TCandidate, TCandidateInvitationLink } from '@app/contracts';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { useCopyInvitationLink } from '../../api/copy-invitation-link';

type Target = Pick<TCandidate, 'id' | 'fullName'>;

/**
 * "Copy invitation link" (an item of the row menu): a fresh link to the clipboard that opens this
 * candidate's application only (decision 033), sets no password and reaches nothing else of theirs. When
 * the browser refuses the clipboard, `dialog` shows the link to copy by hand; render it outside the menu,
 * which unmounts its items when it closes.
 */
export function useCopyInvitationLinkAction() {
  const { t } = useT('admin-dashboard');
  const format = useCompanyFormat();
  const copy = useCopyInvitationLink();
  const [shown, setShown] = useState<{ candidate: Target; link: TCandidateInvitationLink } | null>(null);
  // What the link does, said in full wherever it is handed over: the admin decides who receives it.
  const scope = (candidate: Target, link: TCandidateInvitationLink) => ({
    name: candidate.fullName,
    date: format.dateTime(link.expiresAt),
  });

  const run = (candidate: Target) =>
    copy.mutateAsync(candidate.id).then(
      async (link) => {
        try {
          await navigator.clipboard.writeText(link.url);
          notify.success(t('link.toast.copied'), t('link.toast.copiedDetail', scope(candidate, link)));
        } catch {
          setShown({ candidate, link });
        }
      },
      (error: unknown) => notify.error(t('link.toast.failed'), getErrorMessage(error)),
    );

  const dialog = (
    <Dialog open={shown !== null} onOpenChange={(open) => (open ? null : setShown(null))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('link.title', { name: shown?.candidate.fullName })}</DialogTitle>
          <DialogDescription>
            {shown ? t('link.description', scope(shown.candidate, shown.link)) : null}
          </DialogDescription>
        </DialogHeader>
        <Input
          readOnly
          aria-label={t('link.label')}
          value={shown?.link.url ?? ''}
          onFocus={(event) => event.currentTarget.select()}
          autoFocus
          className="font-mono text-xs"
        />
      </DialogContent>
    </Dialog>
  );

  return { copy: (candidate: Target) => void run(candidate), pending: copy.isPending, dialog };
}
