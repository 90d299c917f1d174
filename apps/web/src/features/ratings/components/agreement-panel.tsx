import type { TKappa, TRatingAgreement } from '@app/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';

/** A kappa once there are enough pairs to trust it; until then how many pairs there are. */
function KappaCell({ kappa, minPairs }: { kappa: TKappa | undefined; minPairs: number }) {
  const { t } = useT('ratings');
  const format = useCompanyFormat();
  const pairs = kappa?.pairs ?? 0;
  if (kappa?.kappa == null) {
    return (
      <td className="py-2 pr-3 text-muted-foreground">
        {pairs < minPairs
          ? t('agreement.tooFew', { minPairs, count: pairs })
          : t('agreement.oneBand', { count: pairs })}
      </td>
    );
  }
  return (
    <td className="py-2 pr-3">
      <span className="font-medium tabular-nums">
        {format.number(kappa.kappa, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
      </span>{' '}
      <span className="text-muted-foreground">({t('agreement.pairs', { count: pairs })})</span>
    </td>
  );
}

/** How far raters agree with each other, and the model with them, per criterion (quadratic weighted kappa). */
export function AgreementPanel({ agreement }: { agreement: TRatingAgreement }) {
  const { t } = useT('ratings');
  const { minPairs } = agreement;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('agreement.title')}</CardTitle>
        <CardDescription>{t('agreement.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm" data-testid="agreement">
          <caption className="sr-only">{t('agreement.title')}</caption>
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col" className="py-1 pr-3 font-normal">
                {t('agreement.criterion')}
              </th>
              <th scope="col" className="py-1 pr-3 font-normal">
                {t('agreement.raters')}
              </th>
              <th scope="col" className="py-1 font-normal">
                {t('agreement.model')}
              </th>
            </tr>
          </thead>
          <tbody>
            {agreement.raters.map(({ criterion, label }) => (
              <tr key={criterion} className="border-t align-top">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {label}
                </th>
                <KappaCell
                  kappa={agreement.raters.find((k) => k.criterion === criterion)}
                  minPairs={minPairs}
                />
                <KappaCell
                  kappa={agreement.model.find((k) => k.criterion === criterion)}
                  minPairs={minPairs}
                />
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
