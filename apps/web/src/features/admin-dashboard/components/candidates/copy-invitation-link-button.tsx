import type { TCandidate } from '@app/contracts';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCopyInvitationLink } from '../../api/copy-invitation-link';

const EARLIER_LINKS = 'Earlier invitation links of this candidate no longer work.';

/**
 * "Copy invitation link": a fresh personal link to the clipboard (links work once, so each copy is a new
 * one). When the browser refuses the clipboard, the link is shown to copy by hand.
 */
export function CopyInvitationLinkButton({ candidate }: { candidate: Pick<TCandidate, 'id' | 'fullName'> }) {
  const copy = useCopyInvitationLink();
  const [shown, setShown] = useState<string | null>(null);

  const onClick = () =>
    copy.mutateAsync(candidate.id).then(
      async ({ url }) => {
        try {
          await navigator.clipboard.writeText(url);
          notify.success(
            'Invitation link copied',
            `${EARLIER_LINKS} The link is valid for 7 days and works once.`,
          );
        } catch {
          setShown(url);
        }
      },
      (error: unknown) => notify.error('No invitation link', getErrorMessage(error)),
    );

  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => void onClick()}
        disabled={copy.isPending}
        aria-label={`Copy invitation link of ${candidate.fullName}`}
      >
        {copy.isPending ? <Spinner decorative className="size-4" /> : <Link2 aria-hidden="true" />} Copy link
      </Button>
      <Dialog open={shown !== null} onOpenChange={(open) => (open ? null : setShown(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Invitation link of {candidate.fullName}</DialogTitle>
            <DialogDescription>Copy the link and send it to the candidate. {EARLIER_LINKS}</DialogDescription>
          </DialogHeader>
          <Input
            readOnly
            aria-label="Invitation link"
            value={shown ?? ''}
            onFocus={(event) => event.currentTarget.select()}
            autoFocus
            className="font-mono text-xs"
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
