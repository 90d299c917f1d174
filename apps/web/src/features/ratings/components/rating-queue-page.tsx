import type { TRatingQueueItem, TRatingRound } from '@app/contracts';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AppShell } from '@/components/layouts/app-shell';
import { Head } from '@/components/seo/head';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useMemberGreeting } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { useRatingQueue } from '../api/get-rating-queue';
import { AgreementPanel } from './agreement-panel';
import { AnswerRating } from './answer-rating';
import { ConfirmSuggestionsButton } from './confirm-suggestions-button';
import { NamesSwitch } from './names-switch';
import { OpeningFilter } from './opening-filter';
import { RoundSwitch } from './round-switch';

const keyOf = (item: TRatingQueueItem) => `${item.candidateId}:${item.questionId}`;

/** Nothing waits in this round: said plainly, with the way back. */
function EmptyQueue({ round, assessmentId }: { round: TRatingRound; assessmentId: string | undefined }) {
  const { t } = useT('ratings');
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-6 text-center">
        <CircleCheck aria-hidden="true" className="size-8 text-success" />
        <h2 className="text-lg font-semibold">{t(`empty.${round}`)}</h2>
        <p className="text-muted-foreground">{t(`empty.${round}Text`)}</p>
        <Button asChild variant="outline" size="sm">
          <Link
            to={assessmentId ? paths.adminAssessment.getHref(assessmentId) : paths.adminAssessments.getHref()}
          >
            <ArrowLeft aria-hidden="true" />
            {assessmentId ? t('empty.backToOpening') : t('empty.backToOpenings')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * The rating queue (decision 035): the written answers waiting for a person, one after another, blind
 * unless the admin shows names. `?assessment=` narrows it to one opening, so the opening's page links here.
 */
export function RatingQueuePage() {
  const { t } = useT('ratings');
  const greeting = useMemberGreeting();
  const [params, setParams] = useSearchParams();
  const assessmentId = params.get('assessment') ?? undefined;
  const [round, setRound] = useState<TRatingRound>('first');
  const [reveal, setReveal] = useState(false);
  const queue = useRatingQueue({ assessmentId, round, reveal });
  // Answers saved on this page leave it at once, before the refetched queue drops them too.
  const [rated, setRated] = useState<ReadonlySet<string>>(new Set());
  const [savedAny, setSavedAny] = useState(false);
  const data = queue.data;
  const waiting = data?.items.filter((item) => !rated.has(keyOf(item))) ?? [];
  const current = waiting[0];
  const total = data ? data.total - (data.items.length - waiting.length) : 0;
  const setOpening = (id: string | undefined) =>
    setParams(
      (currentParams) => {
        const next = new URLSearchParams(currentParams);
        if (id) next.set('assessment', id);
        else next.delete('assessment');
        return next;
      },
      { replace: true },
    );
  const onSaved = (item: TRatingQueueItem) => {
    setRated((before) => new Set(before).add(keyOf(item)));
    setSavedAny(true);
  };

  return (
    <AppShell greeting={greeting}>
      <Head title={t('title')} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="grid gap-4">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
            <p className="text-muted-foreground">{t('intro')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
            <OpeningFilter value={assessmentId} onChange={setOpening} />
            <RoundSwitch value={round} onChange={setRound} />
            <NamesSwitch checked={reveal} onChange={setReveal} />
            {round === 'first' ? <ConfirmSuggestionsButton items={waiting} /> : null}
          </div>
          {data ? (
            <p className="font-medium" aria-live="polite" data-testid="rating-count">
              {t(`count.${round}`, { count: total })}
            </p>
          ) : null}
          {round === 'second' ? (
            <p className="text-sm text-muted-foreground">{t('round.secondHint')}</p>
          ) : null}
        </div>
        {queue.isPending ? (
          <PageSpinner label={t('loading')} />
        ) : queue.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(queue.error, t('loadFailed'))}</AlertDescription>
          </Alert>
        ) : current ? (
          <AnswerRating
            key={keyOf(current)}
            item={current}
            focusOnMount={savedAny}
            onSaved={() => onSaved(current)}
          />
        ) : queue.isFetching ? (
          <PageSpinner label={t('loading')} />
        ) : (
          <EmptyQueue round={round} assessmentId={assessmentId} />
        )}
        {data ? <AgreementPanel agreement={data.agreement} /> : null}
      </div>
    </AppShell>
  );
}
