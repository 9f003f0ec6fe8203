// What the metrics show of outgoing mail (issue 28, ADR 217). Mail is not a readiness dependency (a
// relay outage leaves every other part of the app working, and codes wait in the outbox), so it is
// watched here instead: sends by result and whether the relay took the last one; the code mails
// still waiting are a figure of the database (process-metrics.ts).
import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from './registry.ts';

const sends = new Counter({
  name: 'campus_swap_mail_sends_total',
  help: 'Mails handed to the SMTP relay, by result (sent: the relay took it; failed: refused or unreachable)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});
const relayUp = new Gauge({
  name: 'campus_swap_mail_relay_up',
  help: '1 when the last send reached the relay, 0 when it failed (absent before the first send)',
  // under start:cluster, 0 when any worker's last send failed (a sum of workers would mean nothing)
  aggregator: 'min',
  registers: [metricsRegistry],
});

/** The mailer's hook: counts every send. */
export function countMailSend(ok: boolean): void {
  sends.inc({ result: ok ? 'sent' : 'failed' });
  relayUp.set(ok ? 1 : 0);
}
