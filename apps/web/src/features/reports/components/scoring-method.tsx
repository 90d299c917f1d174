import { type TEvaluationData, traitLabel } from '@app/contracts';
import { ReportSection } from './report-section';

const KIND_LABELS: Record<string, string> = {
  cognitive: 'Cognitive',
  english: 'English',
  sjt: 'Situational judgement',
  writing: 'Writing',
};

/** How every number was computed: the overall method, the weights, the version and each section's method. */
export function ScoringMethod({ data }: { data: TEvaluationData }) {
  const traitWeights = Object.entries(data.traitWeights).filter(([, w]) => w > 0);
  return (
    <ReportSection id="report-method" title="How scores were computed">
      <dl className="grid gap-3 text-sm">
        <div className="grid gap-0.5">
          <dt className="font-medium">Overall score</dt>
          <dd className="text-muted-foreground">{data.overallMethod}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="font-medium">Weights</dt>
          <dd className="text-muted-foreground">
            {Object.entries(data.weights)
              .map(([kind, w]) => `${KIND_LABELS[kind] ?? kind} ${w}`)
              .join(' · ')}
            {traitWeights.length > 0
              ? ` · traits: ${traitWeights.map(([t, w]) => `${traitLabel(t)} ${w}`).join(', ')}`
              : ' · no trait enters the overall score'}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="font-medium">Scoring version</dt>
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
