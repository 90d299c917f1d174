import { Gauge, type Registry } from 'prom-client';
import { within } from '../time-limit';

/**
 * A reading that takes longer is given up rather than holding the scrape: Prometheus drops the whole
 * scrape after its timeout (10 s by default), and the other series still tell the story.
 */
const READ_TIMEOUT_MS = 2_000;

type Labels = Record<string, string>;
export type GaugeReading = number | { labels: Labels; value: number }[];

/**
 * A gauge read when Prometheus scrapes (a count the process or the database holds), not kept up to date
 * in between. A reading that fails or takes over 2 s leaves the gauge's series out of that scrape, never
 * a reassuring 0 (an alert on `absent(...)` sees it); the other metrics are still served.
 */
export function registerCollectedGauge(
  registry: Registry,
  options: {
    name: string;
    help: string;
    labelNames?: string[];
    read: () => GaugeReading | Promise<GaugeReading>;
  },
): void {
  new Gauge({
    name: options.name,
    help: options.help,
    labelNames: options.labelNames ?? [],
    registers: [registry],
    async collect() {
      // Empties a labelled gauge, but sets an unlabelled one to 0, which remove() takes out.
      this.reset();
      const reading = await within(Promise.resolve().then(options.read), READ_TIMEOUT_MS).catch(() => null);
      if (reading === null) {
        if (!options.labelNames?.length) this.remove();
      } else if (typeof reading === 'number') this.set(reading);
      else for (const { labels, value } of reading) this.set(labels, value);
    },
  });
}
