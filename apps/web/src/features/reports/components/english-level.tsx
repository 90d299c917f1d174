import { CEFR_LABEL, formatScore, type TCefrResult } from '@app/contracts';
import { ReportSection } from './report-section';

/** The indicative CEFR level and the per-level results it rests on. */
export function EnglishLevel({ cefr }: { cefr: TCefrResult }) {
  return (
    <ReportSection id="report-english" title="English level" description={cefr.rule}>
      <p className="text-sm">
        <span className="text-2xl font-semibold">{cefr.level ?? 'No level reached'}</span>{' '}
        <span className="text-muted-foreground">{CEFR_LABEL}</span>
      </p>
      <table className="w-full text-sm">
        <caption className="sr-only">Results per CEFR level</caption>
        <thead className="text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Level
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Right
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Percent
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Reached
            </th>
          </tr>
        </thead>
        <tbody>
          {cefr.levels.map((l) => (
            <tr key={l.level} className="border-t">
              <th scope="row" className="py-1.5 text-left font-medium">
                {l.level}
              </th>
              <td className="py-1.5 text-right tabular-nums">
                {l.correct} of {l.total}
              </td>
              <td className="py-1.5 text-right tabular-nums">{formatScore(l.percent)}%</td>
              <td className="py-1.5 text-right">{l.reached ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportSection>
  );
}
