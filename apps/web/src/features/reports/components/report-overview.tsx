import type { TEvaluationData, TEvaluationNorms } from '@app/contracts';
import { EnglishLevel } from './english-level';
import { IntegritySummary } from './integrity-summary';
import { RelativePreferences } from './relative-preferences';
import { ScoringMethod } from './scoring-method';
import { SectionScores } from './section-scores';
import { StrengthsRisks } from './strengths-risks';
import { TraitProfile } from './trait-profile';

/** The report's readable side: scores and percentiles, profile, level, strengths and risks, integrity, the method. */
export function ReportOverview({ data, norms }: { data: TEvaluationData; norms?: TEvaluationNorms | null }) {
  return (
    <div className="grid gap-4">
      <SectionScores data={data} norms={norms} />
      <StrengthsRisks data={data} />
      {data.traits.length > 0 ? (
        <TraitProfile traits={data.traits} traitWeights={data.traitWeights} norms={norms} />
      ) : null}
      {data.preferences.length > 0 ? <RelativePreferences preferences={data.preferences} /> : null}
      {data.cefr ? <EnglishLevel cefr={data.cefr} /> : null}
      <IntegritySummary events={data.integrityEvents} sections={data.sections} />
      <ScoringMethod data={data} />
    </div>
  );
}
