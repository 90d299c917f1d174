import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { SignInCodeForm } from '@/components/form/sign-in-code-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { sessionQueryOptions } from '@/lib/auth/get-session';
import { useSendSignInCode } from '@/lib/auth/sign-in-code';
import { candidateKeys } from '@/lib/candidate/candidate-keys';
import { useT } from '@/lib/i18n';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The browser now holds the person's full session: what they asked for can run again. */
  onConfirmed: () => void;
};

/**
 * "Confirm it's you" (decision 033): a session an invitation link opened reaches that one application; a
 * code sent to the signed-in person's own address proves the rest is theirs, and signs them in fully.
 */
export function ConfirmIdentityDialog({ open, onOpenChange, onConfirmed }: Props) {
  const { t } = useT('proof');
  const { t: shell } = useT('shell');
  const { t: common } = useT('common');
  const queryClient = useQueryClient();
  const email = useQuery(sessionQueryOptions()).data?.user.email;
  const send = useSendSignInCode();
  const failure = useFormFailure();
  const [sent, setSent] = useState(false);

  const onSend = () => {
    if (!email) return;
    failure.clear();
    send.mutate(email, {
      onSuccess: () => setSent(true),
      onError: (error) => failure.show(common('signInCode.notSent'), translatedErrorMessage(error)),
    });
  };
  const onSignedIn = () => {
    // The application list and the person's data now answer in full: read again, not from the link's view.
    void queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    onConfirmed();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
            {t('title')}
          </DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        {sent && email ? (
          <SignInCodeForm
            email={email}
            intro={t('sent', { email })}
            submitLabel={t('confirm')}
            busyLabel={t('confirming')}
            onSignedIn={onSignedIn}
          />
        ) : (
          <div className="grid gap-4">
            <FormAlert id="confirm-identity-failure" failure={failure.current} />
            {email ? (
              <p className="text-sm">
                {t('sendTo')}{' '}
                <strong dir="ltr" className="break-all">
                  {email}
                </strong>
              </p>
            ) : (
              <Spinner label={common('loading')} />
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {shell('cancel')}
              </Button>
              <Button type="button" onClick={onSend} disabled={!email || send.isPending}>
                {send.isPending ? <Spinner decorative className="size-4" /> : null}
                {send.isPending ? t('sending') : t('send')}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
