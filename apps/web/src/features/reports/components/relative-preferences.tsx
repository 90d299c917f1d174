import { formatScore, type TPreference } from '@app/contracts';
import { useT } from '@/lib/i18n';
import { ReportSection } from './report-section';

const label = (style: string) => style.charAt(0).toUpperCase() + style.slice(1).replaceAll('_', ' ');

/** Forced-choice work styles: shares of this candidate's own choices, never a ranking against others. */
export function RelativePreferences({ preferences }: { preferences: TPreference[] }) {
  const { t } = useT('reports');
  const sorted = [...preferences].sort((a, b) => b.share - a.share);
  return (
    <ReportSection
      id="report-preferences"
      title={t('preferences.title')}
      description={t('preferences.description')}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t('preferences.caption')}</caption>
        <thead className="text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 font-medium">
              {t('preferences.style')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('preferences.chosen')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('preferences.share')}
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
                {t('preferences.chosenOf', { chosen: p.chosen, offered: p.offered })}
              </td>
              <td className="py-1.5 text-right tabular-nums">{formatScore(p.share)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportSection>
  );
}
