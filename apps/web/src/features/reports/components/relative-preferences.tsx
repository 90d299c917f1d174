import { formatScore, type TPreference } from '@app/contracts';
import { ReportSection } from './report-section';

const label = (style: string) => style.charAt(0).toUpperCase() + style.slice(1).replaceAll('_', ' ');

/** Forced-choice work styles: shares of this candidate's own choices, never a ranking against others. */
export function RelativePreferences({ preferences }: { preferences: TPreference[] }) {
  const sorted = [...preferences].sort((a, b) => b.share - a.share);
  return (
    <ReportSection
      id="report-preferences"
      title="Relative preferences"
      description="Within-person: how often the candidate chose each work style when it was offered against another. Shares of this candidate's own choices; not comparable across candidates."
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Work style preferences</caption>
        <thead className="text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Style
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Chosen
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((p) => (
            <tr key={p.style} className="border-t">
              <th scope="row" className="py-1.5 text-left font-medium">
                {label(p.style)}
              </th>
              <td className="py-1.5 text-right tabular-nums">
                {p.chosen} of {p.offered}
              </td>
              <td className="py-1.5 text-right tabular-nums">{formatScore(p.share)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportSection>
  );
}
