import type { TCandidate, TCandidateInvitationLink } from '@app/contracts';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useCopyInvitationLink } from '../../api/copy-invitation-link';

type Target = Pick<TCandidate, 'id' | 'fullName'>;

/**
 * "Copy invitation link" (an item of the row menu): a fresh personal link to the clipboard (links work
 * once, so each copy is a new one), or the sign-in page for a candidate who already set a password. When the browser refuses the clipboard, `dialog` shows the link to copy
 * by hand; render it outside the menu, which unmounts its items when it closes.
 */
export function useCopyInvitationLinkAction() {
  const { t } = useT('admin-dashboard');
  const copy = useCopyInvitationLink();
  const [shown, setShown] = useState<{ candidate: Target; link: TCandidateInvitationLink } | null>(null);

  const run = (candidate: Target) =>
    copy.mutateAsync(candidate.id).then(
      async (link) => {
        try {
          await navigator.clipboard.writeText(link.url);
          if (link.kind === 'sign-in')
            notify.success(
              t('link.toast.signInCopied'),
              t('link.toast.signInDetail', { name: candidate.fullName }),
            );
          else notify.success(t('link.toast.copied'), t('link.toast.copiedDetail'));
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
            {shown?.link.kind === 'sign-in'
              ? t('link.signInDescription', { name: shown.candidate.fullName })
              : t('link.description')}
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
