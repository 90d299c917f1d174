import type { TEvaluationData } from '@app/contracts';
import { useT } from '@/lib/i18n';
import { derivation, strengthsAndRisks } from '../lib/report-insights';
import { ReportSection } from './report-section';

export function StrengthsRisks({ data }: { data: TEvaluationData }) {
  const { t } = useT('reports');
  const { strengths, risks } = strengthsAndRisks(data, t);
  return (
    <ReportSection id="report-strengths" title={t('insights.title')} description={derivation(t)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <h4 className="text-sm font-semibold">{t('insights.strengths')}</h4>
          {strengths.length > 0 ? (
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              {strengths.map((s) => (
                <li key={s.text}>{s.text}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('insights.noStrengths')}</p>
          )}
        </div>
        <div className="grid content-start gap-1.5">
          <h4 className="text-sm font-semibold">{t('insights.risks')}</h4>
          {risks.length > 0 ? (
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              {risks.map((r) => (
                <li key={r.text}>{r.text}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('insights.noRisks')}</p>
          )}
        </div>
      </div>
    </ReportSection>
  );
}
