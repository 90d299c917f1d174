import type { TEvaluationData } from '@app/contracts';
import { DERIVATION, strengthsAndRisks } from '../lib/report-insights';
import { ReportSection } from './report-section';

export function StrengthsRisks({ data }: { data: TEvaluationData }) {
  const { strengths, risks } = strengthsAndRisks(data);
  return (
    <ReportSection id="report-strengths" title="Strengths and risks" description={DERIVATION}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <h4 className="text-sm font-semibold">Strengths</h4>
          {strengths.length > 0 ? (
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              {strengths.map((s) => (
                <li key={s.text}>{s.text}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">None at or above the cut-off.</p>
          )}
        </div>
        <div className="grid content-start gap-1.5">
          <h4 className="text-sm font-semibold">Risks</h4>
          {risks.length > 0 ? (
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              {risks.map((r) => (
                <li key={r.text}>{r.text}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">None found.</p>
          )}
        </div>
      </div>
    </ReportSection>
  );
}
