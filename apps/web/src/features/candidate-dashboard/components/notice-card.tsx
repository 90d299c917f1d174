import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';
import { formatDateTime } from '@/lib/i18n/format';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { notify } from '@/lib/toast';
import { useAcknowledgeNotice, useCandidateNotice } from '../api/notice';
import { LazyAccommodationRequestDialog } from './lazy-accommodation-request-dialog';
import { NoticeContent } from './notice-content';

/**
 * The notice before the first section (issue 21): open and waiting for "I have read this" until the
 * current version is acknowledged; afterwards folded away but still readable.
 */
export function NoticeCard() {
  const { t, i18n } = useT('candidate-dashboard');
  const notice = useCandidateNotice();
  const acknowledge = useAcknowledgeNotice();
  const [asking, setAsking] = useState(false);

  if (notice.isPending) return <PageSpinner label={t('notice.loading')} />;
  if (notice.isError)
    return (
      <Alert variant="destructive">
        <AlertDescription>
          {t('notice.loadFailed', { message: translatedErrorMessage(notice.error) })}
        </AlertDescription>
      </Alert>
    );

  const { notice: content, version, acknowledgedAt } = notice.data;
  const onAcknowledge = async () => {
    try {
      await acknowledge.mutateAsync(version);
      notify.success(t('notice.toast.read.title'), t('notice.toast.read.message'));
    } catch (error) {
      notify.error(t('notice.toast.failed'), translatedErrorMessage(error));
    }
  };

  if (acknowledgedAt) {
    return (
      <Card className="gap-0 py-0">
        <details className="group">
          <summary className="flex cursor-pointer list-none items-center gap-3 p-6 [&::-webkit-details-marker]:hidden">
            <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
            <span className="grid gap-0.5">
              <span className="font-semibold">{t('notice.folded.title')}</span>
              <span className="text-sm text-muted-foreground">
                {t('notice.folded.readOn', {
                  // English keeps its day-month-year form (en-GB); other languages their own.
                  date: formatDateTime(acknowledgedAt, { locale: i18n.language === 'en' ? 'en-GB' : null }),
                })}
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
    <Card aria-labelledby="notice-title" role="region" className="pb-0">
      <CardHeader>
        <CardTitle id="notice-title" className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
          {t('notice.title')}
        </CardTitle>
        <CardDescription>{t('notice.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <NoticeContent notice={content} />
      </CardContent>
      {/*
        Pinned to the bottom of the screen while the notice is on it: on a phone the notice is several screens
        long, and "I have read this" must not wait below all of it (issue 38).
      */}
      <CardFooter className="sticky bottom-0 flex flex-col items-stretch gap-2 rounded-b-xl border-t bg-card/95 py-3 backdrop-blur sm:flex-row sm:items-center">
        <Button onClick={() => void onAcknowledge()} disabled={acknowledge.isPending}>
          {t('notice.acknowledge')}
        </Button>
        <Button variant="outline" onClick={() => setAsking(true)}>
          {t('accommodation.ask')}
        </Button>
      </CardFooter>
      <LazyAccommodationRequestDialog
        open={asking}
        onOpenChange={setAsking}
        companyName={content.companyName}
      />
    </Card>
  );
}
