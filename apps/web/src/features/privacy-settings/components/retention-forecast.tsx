import type { TRetentionForecast } from '@app/contracts';
import { describeForecast } from '../lib/describe-forecast';

/** What the retention job will do under the saved settings, as the server counts it. */
export function RetentionForecast({ forecast }: { forecast: TRetentionForecast }) {
  return (
    <p className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="retention-forecast">
      {describeForecast(forecast)}
    </p>
  );
}
