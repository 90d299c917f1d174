import type { TOwnAccommodationRequest } from '@app/contracts';
import { useState } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { formatNumber } from '@/lib/i18n/format';
import { useOwnAccommodations } from '../api/accommodations';
import { LazyAccommodationRequestDialog } from './lazy-accommodation-request-dialog';

const STATUS_VARIANT: Record<TOwnAccommodationRequest['status'], BadgeVariant> = {
  open: 'secondary',
  granted: 'success',
  answered: 'outline',
};
const times = (n: number) => `${formatNumber(Math.round(n * 100) / 100)}×`;

/** Where a candidate asks for an accommodation and follows their requests' status and answers. */
export function AccommodationStatusCard({ companyName }: { companyName: string }) {
  const { t } = useT('candidate-dashboard');
  const requests = useOwnAccommodations();
  const [asking, setAsking] = useState(false);
  const list = requests.data?.requests ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle id="accommodations-title" className="text-lg">
          {list.length === 0 ? t('accommodation.need') : t('accommodation.yours')}
        </CardTitle>
        <CardDescription>{t('accommodation.description', { company: companyName })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {list.length > 0 ? (
          <ul aria-labelledby="accommodations-title" className="grid gap-3">
            {list.map((request) => (
              <li key={request.id} className="grid gap-1 rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{t(`accommodation.kind.${request.kind}`)}</span>
                  <Badge variant={STATUS_VARIANT[request.status]}>
                    {t(`accommodation.status.${request.status}`)}
                  </Badge>
                </div>
                {request.status === 'granted' && request.extraTimeMultiplier ? (
                  <p>{t('accommodation.granted', { times: times(request.extraTimeMultiplier) })}</p>
                ) : null}
                {request.response ? (
                  <p className="whitespace-pre-line">
                    {t('accommodation.answer', { answer: request.response })}
                  </p>
                ) : null}
                <p className="text-muted-foreground">
                  {t('accommodation.reason', { reason: request.reason })}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
        <Button variant="outline" className="justify-self-start" onClick={() => setAsking(true)}>
          {t('accommodation.ask')}
        </Button>
      </CardContent>
      <LazyAccommodationRequestDialog open={asking} onOpenChange={setAsking} companyName={companyName} />
    </Card>
  );
}
