import type { TAccommodationRequestItem, TAccommodationStatus } from '@app/contracts';
import { useState } from 'react';
import { AppShell } from '@/components/layouts/app-shell';
import { Head } from '@/components/seo/head';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useCanEdit, useMemberGreeting } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { useAccommodationRequests } from '../api/accommodations';
import { AnswerRequestDialog } from './answer-request-dialog';
import { GrantExtraTimeDialog } from './grant-extra-time-dialog';

const STATUS_VARIANT: Record<TAccommodationStatus, BadgeVariant> = {
  open: 'default',
  granted: 'success',
  answered: 'outline',
};

/** Candidates' accommodation requests (issue 21): open ones to grant or answer, decided ones to look back on. */
export function AccommodationsPage() {
  const { t } = useT('accommodations');
  const greeting = useMemberGreeting();
  const canEdit = useCanEdit();
  const [filter, setFilter] = useState<'open' | 'all'>('open');
  const requests = useAccommodationRequests(filter === 'open' ? 'open' : undefined);
  const [granting, setGranting] = useState<TAccommodationRequestItem | null>(null);
  const [answering, setAnswering] = useState<TAccommodationRequestItem | null>(null);

  return (
    <AppShell greeting={greeting}>
      <Head title={t('title')} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('intro')}</p>
        </div>
        <fieldset className="flex gap-2">
          <legend className="sr-only">{t('filter.legend')}</legend>
          <Button
            variant={filter === 'open' ? 'default' : 'outline'}
            aria-pressed={filter === 'open'}
            onClick={() => setFilter('open')}
          >
            {requests.data ? t('filter.openCount', { count: requests.data.openCount }) : t('filter.open')}
          </Button>
          <Button
            variant={filter === 'all' ? 'default' : 'outline'}
            aria-pressed={filter === 'all'}
            onClick={() => setFilter('all')}
          >
            {t('filter.all')}
          </Button>
        </fieldset>
        {requests.isPending ? (
          <PageSpinner label={t('loading')} />
        ) : requests.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(requests.error)}</AlertDescription>
          </Alert>
        ) : requests.data.requests.length === 0 ? (
          <Card>
            <CardContent className="py-6 text-center text-muted-foreground">
              {filter === 'open' ? t('empty.open') : t('empty.all')}
            </CardContent>
          </Card>
        ) : (
          <ul className="grid gap-4" aria-label={t('list')}>
            {requests.data.requests.map((request) => (
              <li key={request.id}>
                <RequestCard
                  request={request}
                  canEdit={canEdit}
                  onGrant={() => setGranting(request)}
                  onAnswer={() => setAnswering(request)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <GrantExtraTimeDialog request={granting} onClose={() => setGranting(null)} />
      <AnswerRequestDialog request={answering} onClose={() => setAnswering(null)} />
    </AppShell>
  );
}

function RequestCard({
  request,
  canEdit,
  onGrant,
  onAnswer,
}: {
  request: TAccommodationRequestItem;
  canEdit: boolean;
  onGrant: () => void;
  onAnswer: () => void;
}) {
  const { t } = useT('accommodations');
  const format = useCompanyFormat();
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-lg">{request.candidateName}</CardTitle>
          <Badge variant={STATUS_VARIANT[request.status]}>{t(`status.${request.status}`)}</Badge>
          <Badge variant="secondary">{t(`kind.${request.kind}`)}</Badge>
        </div>
        <CardDescription className="break-words">
          {request.candidateEmail}
          {request.assessmentName ? ` · ${request.assessmentName}` : ''} ·{' '}
          {t('card.asked', { date: format.dateTime(request.createdAt) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="whitespace-pre-line">{request.reason}</p>
        {request.status === 'open' ? (
          request.currentExtraTimeMultiplier > 1 ? (
            <p className="text-muted-foreground">
              {t('card.currentExtraTime', { multiplier: format.number(request.currentExtraTimeMultiplier) })}
            </p>
          ) : null
        ) : (
          <p className="text-muted-foreground">
            {request.status === 'granted'
              ? t('card.granted', { multiplier: format.number(request.extraTimeMultiplier ?? 1) })
              : t('card.answered')}
            {request.decidedByName ? t('card.by', { name: request.decidedByName }) : ''}
            {request.decidedAt ? t('card.on', { date: format.dateTime(request.decidedAt) }) : ''}
            {request.response ? `: ${request.response}` : '.'}
          </p>
        )}
        {request.status === 'open' && canEdit ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={onGrant}>{t('card.grant')}</Button>
            <Button variant="outline" onClick={onAnswer}>
              {t('card.answer')}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
