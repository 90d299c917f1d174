import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useAcknowledgeNotice, useCandidateNotice } from '../api/notice';
import { AccommodationRequestDialog } from './accommodation-request-dialog';
import { NoticeContent } from './notice-content';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The notice before the first section (issue 21): open and waiting for "I have read this" until the
 * current version is acknowledged; afterwards folded away but still readable.
 */
export function NoticeCard() {
  const notice = useCandidateNotice(true);
  const acknowledge = useAcknowledgeNotice();
  const [asking, setAsking] = useState(false);

  if (notice.isPending) return <PageSpinner label="Loading the notice" />;
  if (notice.isError)
    return (
      <Alert variant="destructive">
        <AlertDescription>The notice could not be loaded: {getErrorMessage(notice.error)}</AlertDescription>
      </Alert>
    );

  const { notice: content, version, acknowledgedAt } = notice.data;
  const onAcknowledge = async () => {
    try {
      await acknowledge.mutateAsync(version);
      notify.success('Thank you', 'You can start your first section now.');
    } catch (error) {
      notify.error('Please read the notice again', getErrorMessage(error));
    }
  };

  if (acknowledgedAt) {
    return (
      <Card className="gap-0 py-0">
        <details className="group">
          <summary className="flex cursor-pointer list-none items-center gap-3 p-6 [&::-webkit-details-marker]:hidden">
            <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
            <span className="grid gap-0.5">
              <span className="font-semibold">About this assessment and your data</span>
              <span className="text-sm text-muted-foreground">
                You read this on {dateTime.format(new Date(acknowledgedAt))}. Select to read it again.
              </span>
            </span>
          </summary>
          <CardContent className="grid gap-4 pb-6">
            <NoticeContent notice={content} />
          </CardContent>
        </details>
      </Card>
    );
  }

  return (
    <Card aria-labelledby="notice-title" role="region">
      <CardHeader>
        <CardTitle id="notice-title" className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
          Please read: about this assessment and your data
        </CardTitle>
        <CardDescription>
          Read this before your first section; you can open it again from this page at any time.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <NoticeContent notice={content} />
      </CardContent>
      <CardFooter className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
        <Button onClick={() => void onAcknowledge()} disabled={acknowledge.isPending}>
          I have read this
        </Button>
        <Button variant="outline" onClick={() => setAsking(true)}>
          Ask for an accommodation
        </Button>
      </CardFooter>
      <AccommodationRequestDialog open={asking} onOpenChange={setAsking} companyName={content.companyName} />
    </Card>
  );
}
