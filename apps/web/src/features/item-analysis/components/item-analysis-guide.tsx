import { DIF_MIN_GROUP_SIZE, ITEM_ANALYSIS_MIN_RESPONSES } from '@app/contracts';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/lib/i18n';

/** The terms explained, in the order the table shows them (keys of the item-analysis catalogue). */
const TERMS = ['difficulty', 'discrimination', 'flags', 'dif'] as const;

/** What the figures mean, for an HR admin rather than a psychometrician. */
export function ItemAnalysisGuide() {
  const { t } = useT('item-analysis');
  return (
    <Card>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid gap-2">
          {TERMS.map((term) => (
            <div key={term}>
              <dt className="inline font-medium">{t(`guide.${term}.term`)}: </dt>
              <dd className="inline text-muted-foreground">{t(`guide.${term}.meaning`)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-muted-foreground">{t('guide.counts', { min: ITEM_ANALYSIS_MIN_RESPONSES })}</p>
        <p className="text-muted-foreground">{t('guide.fairness', { min: DIF_MIN_GROUP_SIZE })}</p>
      </CardContent>
    </Card>
  );
}
