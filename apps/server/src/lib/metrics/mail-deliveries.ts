import { Counter, type Registry } from 'prom-client';
import { METRIC_PREFIX } from './registry';

type Transport<M, K extends string> = { kind: K; deliver: (message: M) => Promise<void> };

/**
 * The transport with its deliveries counted: sent, or failed (the job retries a failed one, so a message
 * may fail several times before it is sent).
 */
export function countMailDeliveries<M, K extends string>(
  registry: Registry,
  transport: Transport<M, K>,
): Transport<M, K> {
  const counter = (name: string, help: string) => {
    const metric = new Counter({ name, help, labelNames: ['transport'], registers: [registry] });
    metric.inc({ transport: transport.kind }, 0);
    return metric;
  };
  const sent = counter(`${METRIC_PREFIX}mail_sent_total`, 'Mails handed to SMTP (or the outbox table).');
  const failed = counter(`${METRIC_PREFIX}mail_failed_total`, 'Mail delivery attempts that failed.');
  return {
    kind: transport.kind,
    deliver: async (message: M) => {
      try {
        await transport.deliver(message);
      } catch (error) {
        failed.inc({ transport: transport.kind });
        throw error;
      }
      sent.inc({ transport: transport.kind });
    },
  };
}
