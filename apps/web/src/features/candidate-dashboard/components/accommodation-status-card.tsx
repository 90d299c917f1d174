import type { TOwnAccommodationRequest } from '@app/contracts';
import { useState } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useOwnAccommodations } from '../api/accommodations';
import { AccommodationRequestDialog } from './accommodation-request-dialog';

const STATUS: Record<TOwnAccommodationRequest['status'], { label: string; variant: BadgeVariant }> = {
  open: { label: 'Waiting for an answer', variant: 'secondary' },
  granted: { label: 'Granted', variant: 'success' },
  answered: { label: 'Answered', variant: 'outline' },
};
const KIND = { extra_time: 'Extra time', other: 'Another adjustment' } as const;
const times = (n: number) => `${Math.round(n * 100) / 100}×`;

/** Where a candidate asks for an accommodation and follows their requests' status and answers. */
export function AccommodationStatusCard({ companyName }: { companyName: string }) {
  const requests = useOwnAccommodations(true);
  const [asking, setAsking] = useState(false);
  const list = requests.data?.requests ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle id="accommodations-title" className="text-lg">
          {list.length === 0 ? 'Need an accommodation?' : 'Your accommodation requests'}
        </CardTitle>
        <CardDescription>
          Ask {companyName} for extra time, another adjustment or another way to be assessed, preferably
          before you start.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {list.length > 0 ? (
          <ul aria-labelledby="accommodations-title" className="grid gap-3">
            {list.map((request) => (
              <li key={request.id} className="grid gap-1 rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{KIND[request.kind]}</span>
                  <Badge variant={STATUS[request.status].variant}>{STATUS[request.status].label}</Badge>
                </div>
                {request.status === 'granted' && request.extraTimeMultiplier ? (
                  <p>
                    You have {times(request.extraTimeMultiplier)} the standard time in every section you have
                    not finished; the times shown include it.
                  </p>
                ) : null}
                {request.response ? <p className="whitespace-pre-line">Answer: {request.response}</p> : null}
                <p className="text-muted-foreground">Your reason: {request.reason}</p>
              </li>
            ))}
          </ul>
        ) : null}
        <Button variant="outline" className="justify-self-start" onClick={() => setAsking(true)}>
          Ask for an accommodation
        </Button>
      </CardContent>
      <AccommodationRequestDialog open={asking} onOpenChange={setAsking} companyName={companyName} />
    </Card>
  );
}
