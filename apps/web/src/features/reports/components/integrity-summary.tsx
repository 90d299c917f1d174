import type { TSectionResult } from '@app/contracts';
import { useT } from '@/lib/i18n';
import { integrityLabel } from '../lib/report-insights';
import { ReportSection } from './report-section';

/** Integrity signals per section, in words; signals to ask about, not proof of anything. */
export function IntegritySummary({
  events,
  sections,
}: {
  events: Record<string, number>;
  sections: TSectionResult[];
}) {
  const { t } = useT('reports');
  const total = Object.values(events).reduce((a, b) => a + b, 0);
  const withEvents = sections.filter((s) => Object.keys(s.integrityEvents).length > 0);
  return (
    <ReportSection
      id="report-integrity"
      title={t('integrity.title')}
      description={t('integrity.description')}
    >
      {total === 0 ? (
        <p className="text-sm">{t('integrity.none')}</p>
      ) : (
        <>
          <ul className="flex flex-wrap gap-2 text-sm">
            {Object.entries(events).map(([type, count]) => (
              <li key={type} className="rounded-md border px-2 py-1">
                {integrityLabel(type, t)}: <span className="font-semibold tabular-nums">{count}</span>
              </li>
            ))}
          </ul>
          <ul className="grid gap-1 text-sm text-muted-foreground">
            {withEvents.map((s) => (
              <li key={s.sectionId}>
                <span className="font-medium text-foreground">{s.name}:</span>{' '}
                {Object.entries(s.integrityEvents)
                  .map(([type, count]) => `${integrityLabel(type, t)} ${count}`)
                  .join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
    </ReportSection>
  );
}
