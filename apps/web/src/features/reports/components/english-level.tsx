import { CEFR_LABEL, formatScore, type TCefrResult } from '@app/contracts';
import { useT } from '@/lib/i18n';
import { ReportSection } from './report-section';

/** The indicative CEFR level and the per-level results it rests on. */
export function EnglishLevel({ cefr }: { cefr: TCefrResult }) {
  const { t } = useT('reports');
  return (
    <ReportSection id="report-english" title={t('english.title')} description={cefr.rule}>
      <p className="text-sm">
        <span className="text-2xl font-semibold">{cefr.level ?? t('english.noLevel')}</span>{' '}
        <span className="text-muted-foreground">{CEFR_LABEL}</span>
      </p>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('english.caption')}</caption>
        <thead className="text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 font-medium">
              {t('english.level')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('english.right')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('english.percent')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('english.reached')}
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
                {t('english.correctOf', { correct: l.correct, total: l.total })}
              </td>
              <td className="py-1.5 text-right tabular-nums">{formatScore(l.percent)}%</td>
              <td className="py-1.5 text-right">{l.reached ? t('english.yes') : t('english.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportSection>
  );
}
