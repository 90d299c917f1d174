import { JOIN_RATE_LIMITS } from '@app/contracts';
import { Check, Copy, Link2, RefreshCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useInviteLink, useRegenerateInviteLink, useUpdateInviteLink } from '../api/invite-link';
import { LINK_STATE_LABELS, parseCap } from '../lib/format';

/**
 * The assessment's public invitation link: anyone with it signs up with their name and email, confirms
 * the email, and joins as an uploaded candidate would. Copy, switch off and on, replace, cap.
 */
export function InviteLinkPanel({ assessmentId }: { assessmentId: string }) {
  const link = useInviteLink(assessmentId);
  const regenerate = useRegenerateInviteLink(assessmentId);
  const update = useUpdateInviteLink(assessmentId);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);
  const [capText, setCapText] = useState('');
  const [capError, setCapError] = useState<string | null>(null);
  const urlId = useId();
  const cap = link.data?.cap ?? null;
  useEffect(() => setCapText(cap === null ? '' : String(cap)), [cap]);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      notify.error('Could not copy', 'Select the link and copy it by hand.');
    }
  };
  const run = (action: () => Promise<unknown>, done: string) =>
    action().then(
      () => notify.success(done),
      (error: unknown) => notify.error('The link was not changed', getErrorMessage(error)),
    );

  const saveCap = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parseCap(capText);
    if (!parsed.ok) {
      setCapError(parsed.message);
      return;
    }
    setCapError(null);
    void run(
      () => update.mutateAsync({ cap: parsed.cap }),
      parsed.cap === null ? 'Cap removed' : `Cap set to ${parsed.cap}`,
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Link2 aria-hidden="true" className="size-5" /> Invitation link
        </CardTitle>
        <CardDescription>
          Share one link, for example in a job post. Each person enters their name and email, confirms the
          email, and gets the same invitation as an uploaded candidate.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {link.isPending ? (
          <Spinner label="Loading the invitation link" />
        ) : link.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(link.error)}</AlertDescription>
          </Alert>
        ) : link.data.url === null ? (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">This assessment has no invitation link yet.</p>
            <Button
              className="w-fit"
              disabled={regenerate.isPending}
              onClick={() => void run(() => regenerate.mutateAsync(undefined), 'Invitation link created')}
            >
              {regenerate.isPending ? (
                <Spinner decorative className="size-4" />
              ) : (
                <Link2 aria-hidden="true" />
              )}
              Create invitation link
            </Button>
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Badge
                variant={link.data.state === 'open' ? 'default' : 'secondary'}
                data-testid="invite-link-state"
              >
                {LINK_STATE_LABELS[link.data.state]}
              </Badge>
              <span className="text-sm text-muted-foreground" data-testid="invite-link-counts">
                {link.data.joined} joined through the link
                {link.data.pending > 0 ? `, ${link.data.pending} waiting to confirm their email` : ''}
              </span>
            </div>
            <div className="grid gap-2">
              <label htmlFor={urlId} className="text-sm font-medium">
                Link
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id={urlId}
                  readOnly
                  value={link.data.url}
                  onFocus={(event) => event.currentTarget.select()}
                  className="font-mono text-xs"
                />
                <Button type="button" variant="outline" onClick={() => void copy(link.data.url ?? '')}>
                  {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                disabled={update.isPending}
                onClick={() =>
                  void run(
                    () => update.mutateAsync({ enabled: !link.data.enabled }),
                    link.data.enabled ? 'Invitation link disabled' : 'Invitation link enabled',
                  )
                }
              >
                {link.data.enabled ? 'Disable link' : 'Enable link'}
              </Button>
              <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
                <RefreshCw aria-hidden="true" /> Regenerate link
              </Button>
            </div>
            <form className="grid gap-2 sm:max-w-sm" onSubmit={saveCap} noValidate>
              <Field
                id={`${urlId}-cap`}
                label="Cap (optional)"
                hint={`At most this many candidates can join through the link, all within an hour if they come together. Leave empty for no cap: the plan's monthly limit still applies, and the link takes ${JOIN_RATE_LIMITS.perLinkPerHour} sign-ups an hour.`}
                error={capError ?? undefined}
              >
                {(control) => (
                  <div className="flex gap-2">
                    <Input
                      {...control}
                      inputMode="numeric"
                      value={capText}
                      onChange={(event) => setCapText(event.target.value)}
                      placeholder="No cap"
                    />
                    <Button type="submit" variant="outline" disabled={update.isPending}>
                      Save cap
                    </Button>
                  </div>
                )}
              </Field>
            </form>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title="Regenerate the invitation link?"
        description="The old link stops working at once, and people who signed up through it but have not confirmed their email yet must sign up again. Candidates who already joined keep their invitations."
        confirmLabel="Regenerate link"
        pendingLabel="Regenerating…"
        pending={regenerate.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void run(() => regenerate.mutateAsync(undefined), 'New invitation link created').finally(() =>
            setConfirming(false),
          )
        }
      />
    </Card>
  );
}
