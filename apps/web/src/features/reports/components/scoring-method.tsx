import { type TEvaluationData, traitLabel } from '@app/contracts';
import { useT } from '@/lib/i18n';
import { ReportSection } from './report-section';

const KINDS = ['cognitive', 'english', 'sjt', 'writing'];

/** How every number was computed: the overall method, the weights, the version and each section's method. */
export function ScoringMethod({ data }: { data: TEvaluationData }) {
  const { t } = useT('reports');
  const traitWeights = Object.entries(data.traitWeights).filter(([, w]) => w > 0);
  return (
    <ReportSection id="report-method" title={t('method.title')}>
      <dl className="grid gap-3 text-sm">
        <div className="grid gap-0.5">
          <dt className="font-medium">{t('method.overall')}</dt>
          <dd className="text-muted-foreground">{data.overallMethod}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="font-medium">{t('method.weights')}</dt>
          <dd className="text-muted-foreground">
            {Object.entries(data.weights)
              .map(([kind, w]) => `${KINDS.includes(kind) ? t(`method.kind.${kind}`) : kind} ${w}`)
              .join(' · ')}
            {traitWeights.length > 0
              ? ` · ${t('method.traits', { traits: traitWeights.map(([trait, w]) => `${traitLabel(trait)} ${w}`).join(', ') })}`
              : ` · ${t('method.noTraits')}`}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="font-medium">{t('method.version')}</dt>
          <dd className="text-muted-foreground">{data.scoringVersion}</dd>
        </div>
        {data.sections.map((s) => (
          <div key={s.sectionId} className="grid gap-0.5">
            <dt className="font-medium">{s.name}</dt>
            <dd className="text-muted-foreground">{s.method}</dd>
          </div>
        ))}
      </dl>
    </ReportSection>
  );
}
