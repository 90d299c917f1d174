import type { TRetentionForecast } from '@app/contracts';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { describeForecast } from '../lib/describe-forecast';

/** What the retention job will do under the saved settings, as the server counts it. */
export function RetentionForecast({ forecast }: { forecast: TRetentionForecast }) {
  const { t } = useT('privacy-settings');
  const format = useCompanyFormat();
  const day = (iso: string) => format.dateTime(iso, { dateStyle: 'long', timeStyle: undefined });
  return (
    <p className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="retention-forecast">
      {describeForecast(forecast, t, day)}
    </p>
  );
}
