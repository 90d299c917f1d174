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
import { useAccommodationRequests } from '../api/accommodations';
import { AnswerRequestDialog } from './answer-request-dialog';
import { GrantExtraTimeDialog } from './grant-extra-time-dialog';

const STATUS: Record<TAccommodationStatus, { label: string; variant: BadgeVariant }> = {
  open: { label: 'Open', variant: 'default' },
  granted: { label: 'Granted', variant: 'success' },
  answered: { label: 'Answered', variant: 'outline' },
};
const KIND = { extra_time: 'Extra time', other: 'Another adjustment' } as const;
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Candidates' accommodation requests (issue 21): open ones to grant or answer, decided ones to look back on. */
export function AccommodationsPage() {
  const greeting = useMemberGreeting();
  const canEdit = useCanEdit();
  const [filter, setFilter] = useState<'open' | 'all'>('open');
  const requests = useAccommodationRequests(filter === 'open' ? 'open' : undefined);
  const [granting, setGranting] = useState<TAccommodationRequestItem | null>(null);
  const [answering, setAnswering] = useState<TAccommodationRequestItem | null>(null);

  return (
    <AppShell greeting={greeting}>
      <Head title="Accommodation requests" />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Accommodation requests</h1>
          <p className="text-muted-foreground">
            Candidates ask for extra time or another adjustment before they start. Answer before their first
            section; they are told by email and on their dashboard.
          </p>
        </div>
        <fieldset className="flex gap-2">
          <legend className="sr-only">Show</legend>
          <Button
            variant={filter === 'open' ? 'default' : 'outline'}
            aria-pressed={filter === 'open'}
            onClick={() => setFilter('open')}
          >
            Open{requests.data ? ` (${requests.data.openCount})` : ''}
          </Button>
          <Button
            variant={filter === 'all' ? 'default' : 'outline'}
            aria-pressed={filter === 'all'}
            onClick={() => setFilter('all')}
          >
            All
          </Button>
        </fieldset>
        {requests.isPending ? (
          <PageSpinner label="Loading the requests" />
        ) : requests.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(requests.error)}</AlertDescription>
          </Alert>
        ) : requests.data.requests.length === 0 ? (
          <Card>
            <CardContent className="py-6 text-center text-muted-foreground">
              {filter === 'open' ? 'No open requests.' : 'No requests yet.'}
            </CardContent>
          </Card>
        ) : (
          <ul className="grid gap-4" aria-label="Requests">
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
  const status = STATUS[request.status];
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-lg">{request.candidateName}</CardTitle>
          <Badge variant={status.variant}>{status.label}</Badge>
          <Badge variant="secondary">{KIND[request.kind]}</Badge>
        </div>
        <CardDescription className="break-words">
          {request.candidateEmail}
          {request.assessmentName ? ` · ${request.assessmentName}` : ''} · asked{' '}
          {dateTime.format(new Date(request.createdAt))}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="whitespace-pre-line">{request.reason}</p>
        {request.status === 'open' ? (
          request.currentExtraTimeMultiplier > 1 ? (
            <p className="text-muted-foreground">
              Extra time already set: {request.currentExtraTimeMultiplier}×.
            </p>
          ) : null
        ) : (
          <p className="text-muted-foreground">
            {request.status === 'granted' ? `Granted ${request.extraTimeMultiplier}× the time` : 'Answered'}
            {request.decidedByName ? ` by ${request.decidedByName}` : ''}
            {request.decidedAt ? ` on ${dateTime.format(new Date(request.decidedAt))}` : ''}
            {request.response ? `: ${request.response}` : '.'}
          </p>
        )}
        {request.status === 'open' && canEdit ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={onGrant}>Grant extra time</Button>
            <Button variant="outline" onClick={onAnswer}>
              Answer
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
