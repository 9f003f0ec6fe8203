// The load tool's outage faults for the mail relay, a slow database and Redis (issue 28, ADR 221; the
// runner: faults.ts):
//   smtp   the SMTP relay refuses every connection (421); a code request every 250 ms beside the mix.
//          Afterwards it waits (bounded) for the outbox to mail the codes promised during the outage:
//          lost = answered 200 but never mailed, doubled = mailed twice.
//   slowdb a second connection holds LOCK TABLE "Listing" IN ACCESS EXCLUSIVE MODE (at most 10 s)
//   redis  the gateway's Redis server (a private redis-server) is killed, then started again
import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';
import { startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';
import { freePort } from '@campus-swap/test-support/free-port';
import { type FaultOptions, type FaultPlan, sleep, WINDOWS } from './faults.ts';
import { call } from './http.ts';

export async function smtpPlan(): Promise<FaultPlan> {
  const smtp = await startSmtpReceiver();
  const codes: { email: string; status: number; at: number }[] = [];
  return {
    env: { SMTP_URL: smtp.smtpUrl },
    begin: async () => smtp.setRefusing(true),
    end: async () => smtp.setRefusing(false),
    async beside(run) {
      for (let i = 0; i < 10_000 && Date.now() < run.until; i++) {
        const email = `fault-${process.pid}-${i}@rutgers.edu`;
        const answer = await call(run.gatewayUrl, 'POST', '/api/auth/request-otp', {
          body: { email },
          ip: `203.0.113.${i % 250}`,
        }).catch(() => ({ status: 0 }));
        const { status } = answer;
        const at = Date.now();
        codes.push({ email, status, at });
        run.side.push({ label: `request-otp ${status}`, ok: status === 200, status, at });
        await sleep(250);
      }
    },
    async settle(_run, windowOf) {
      // the worker retries every 15 s: wait (bounded) for the queued code mails
      const promised = codes.filter((c) => c.status === 200);
      const mailed = (email: string) => smtp.mails.filter((m) => m.to.includes(email)).length;
      for (let i = 0; i < 120 && !promised.every((c) => mailed(c.email) > 0); i++) await sleep(500);
      const counted = (w: string, ok: boolean) =>
        codes.filter((c) => windowOf(c.at) === w && (!ok || c.status === 200)).length;
      return {
        lines: [
          `code requests: ${WINDOWS.map((w) => `${w} ${counted(w, true)}/${counted(w, false)} answered 200`).join(', ')}; mails received ${smtp.mails.length}`,
        ],
        lost: promised.filter((c) => mailed(c.email) === 0).length,
        doubled: promised.filter((c) => mailed(c.email) > 1).length,
        what: 'code mails',
      };
    },
    close: () => smtp.close(),
  };
}

export async function slowDbPlan(options: FaultOptions): Promise<FaultPlan> {
  const locker = new pg.Client({ connectionString: options.databaseUrl });
  await locker.connect();
  return {
    env: {},
    maxHoldMs: 10_000,
    async begin() {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE "Listing" IN ACCESS EXCLUSIVE MODE');
    },
    end: async () => {
      await locker.query('ROLLBACK');
    },
    close: () => locker.end().catch(() => {}),
  };
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await sleep(300);
  return child;
}

export async function redisPlan(): Promise<FaultPlan> {
  const port = await freePort();
  let redis = await startRedis(port);
  return {
    env: { REDIS_URL: `redis://127.0.0.1:${port}` },
    begin: async () => {
      redis.kill('SIGKILL');
    },
    end: async () => {
      redis = await startRedis(port);
    },
    close: async () => {
      redis.kill('SIGKILL');
    },
  };
}
