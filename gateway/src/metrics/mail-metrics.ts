// What the metrics show of outgoing mail (issue 28, ADR 217). Mail is not a readiness dependency (a
// relay outage leaves every other part of the app working, and codes wait in the outbox), so it is
// watched here instead: sends by result, whether the relay took the last one, and the code mails
// still waiting.
import type { PrismaClient } from '@campus-swap/prisma/client';
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
  registers: [metricsRegistry],
});

let pendingSource: PrismaClient | null = null;
new Gauge({
  name: 'campus_swap_code_mails_pending',
  help: 'Sign-in code mails not sent yet (sent at once, or retried by the outbox while the relay fails)',
  registers: [metricsRegistry],
  async collect() {
    if (!pendingSource) return;
    try {
      this.set(await pendingSource.codeMail.count({ where: { status: 'PENDING' } }));
    } catch {
      // the database is down: the database metrics say so; this one keeps its last value
    }
  },
});

/** The mailer's hook: counts every send. */
export function countMailSend(ok: boolean): void {
  sends.inc({ result: ok ? 'sent' : 'failed' });
  relayUp.set(ok ? 1 : 0);
}

/** Where the pending code mails are counted (the process's database). */
export function watchCodeMails(prisma: PrismaClient): void {
  pendingSource = prisma;
}
