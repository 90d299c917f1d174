import { FUNNEL_STAGE_LABELS, type TAnalytics } from '@app/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { BarList } from './bar-list';

/** Invited → evaluated, each as a count and a share of the invited. */
export function FunnelCard({ funnel }: { funnel: TAnalytics['funnel'] }) {
  const { t } = useT('analytics');
  const format = useCompanyFormat();
  const invited = funnel[0]?.count ?? 0;
  return (
    <Card data-testid="funnel">
      <CardHeader>
        <CardTitle>{t('funnel.title')}</CardTitle>
        <CardDescription>{t('funnel.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {invited === 0 ? (
          <p className="text-sm text-muted-foreground">{t('funnel.empty')}</p>
        ) : (
          <BarList
            label={t('funnel.title')}
            max={invited}
            bars={funnel.map((step) => ({
              label: FUNNEL_STAGE_LABELS[step.stage],
              value: step.count,
              text: format.number(step.count),
              detail: format.number(step.percent / 100, { style: 'percent', maximumFractionDigits: 1 }),
            }))}
          />
        )}
      </CardContent>
    </Card>
  );
}
