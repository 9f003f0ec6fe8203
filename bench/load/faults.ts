// `LOAD_FAULT=smtp|slowdb|redis npm run load` (issue 28): one gateway process under the student mix
// (mix.ts) for LOAD_SECONDS; the fault starts a third of the way in and ends at two thirds. Prints the
// answers by status before, during and after the fault, the time to recover (from the fault's end to
// the last answer that was not 200), and lost and doubled writes (verify.ts for the listings and
// reveals; for smtp also the code mails: answered "on its way" but never sent, or sent twice).
//   smtp   the SMTP relay refuses every connection (421); a code request every 250 ms beside the mix
//   slowdb a second connection holds LOCK TABLE "Listing" IN ACCESS EXCLUSIVE MODE (at most 10 s)
//   redis  the gateway's Redis server (a private redis-server) is killed, then started again
// Bounded: every loop stops by count and by time.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';
import { freePort } from '@campus-swap/test-support/free-port';
import { startGateway } from '@campus-swap/test-support/gateway-process';
import { call, closeAgents } from './http.ts';
import { newRecord, runStudent, type Sample, type StudentRecord } from './mix.ts';
import { seedStudents } from './students.ts';
import { verify } from './verify.ts';

export const FAULTS = ['smtp', 'slowdb', 'redis'] as const;
export type Fault = (typeof FAULTS)[number];
export type FaultOptions = { databaseUrl: string; students: number; seconds: number; logDir: string };

type Window = 'before' | 'during' | 'after';
const MAX_ITERATIONS = 100_000;

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  return child;
}

export async function runFault(
  fault: Fault,
  options: FaultOptions,
): Promise<{ report: string; pass: boolean }> {
  mkdirSync(options.logDir, { recursive: true });
  const third = (options.seconds * 1000) / 3;
  const smtp = fault === 'smtp' ? await startSmtpReceiver() : null;
  const redisPort = fault === 'redis' ? await freePort() : null;
  let redis = redisPort ? await startRedis(redisPort) : null;
  const env: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    TRUST_PROXY: 'loopback',
    DATABASE_POOL_SIZE: '10',
    RUN_JOBS: 'true',
    ...(smtp ? { SMTP_URL: smtp.smtpUrl } : {}),
    ...(redisPort ? { REDIS_URL: `redis://127.0.0.1:${redisPort}` } : {}),
  };
  const gateway = await startGateway(env, { logFile: path.join(options.logDir, 'gateway-fault.log') });
  const locker = fault === 'slowdb' ? new pg.Client({ connectionString: options.databaseUrl }) : null;
  try {
    await locker?.connect();
    const students = await seedStudents(options.databaseUrl, options.students, 'LoadTest123');
    const records = students.map(newRecord);
    const samples: Sample[] = [];
    const started = Date.now();
    const until = started + options.seconds * 1000;
    let faultEnd = until;
    const codes: { email: string; status: number; at: number }[] = [];
    const codeLoop = async () => {
      for (let i = 0; i < 10_000 && Date.now() < until; i++) {
        const email = `fault-${process.pid}-${i}@rutgers.edu`;
        const answer = await call(gateway.url, 'POST', '/api/auth/request-otp', {
          body: { email },
          ip: `203.0.113.${i % 250}`,
        }).catch(() => ({ status: 0 }));
        codes.push({ email, status: answer.status, at: Date.now() });
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const faultLoop = async () => {
      await new Promise((resolve) => setTimeout(resolve, third));
      if (fault === 'smtp') smtp!.setRefusing(true);
      if (fault === 'redis') redis!.kill('SIGKILL');
      if (fault === 'slowdb') {
        await locker!.query('BEGIN');
        await locker!.query('LOCK TABLE "Listing" IN ACCESS EXCLUSIVE MODE');
      }
      await new Promise((resolve) =>
        setTimeout(resolve, fault === 'slowdb' ? Math.min(third, 10_000) : third),
      );
      if (fault === 'smtp') smtp!.setRefusing(false);
      if (fault === 'redis') redis = await startRedis(redisPort!);
      if (fault === 'slowdb') await locker!.query('ROLLBACK');
      faultEnd = Date.now();
    };
    const faultStart = started + third;
    await Promise.all([
      faultLoop(),
      fault === 'smtp' ? codeLoop() : null,
      ...records.map((record, i) =>
        runStudent({
          gateways: () => [gateway.url],
          home: 0,
          until,
          maxIterations: MAX_ITERATIONS,
          samples,
          record,
          seed: i + 1,
        }),
      ),
    ]);
    const windowOf = (at: number): Window =>
      at < faultStart ? 'before' : at < faultEnd ? 'during' : 'after';
    const counts: Record<Window, Record<string, number>> = { before: {}, during: {}, after: {} };
    for (const s of [...samples, ...codes.map((c) => ({ ...c, code: null }))]) {
      const key = `${s.status}${s.code ? ` ${s.code}` : ''}`;
      const w = counts[windowOf(s.at)];
      w[key] = (w[key] ?? 0) + 1;
    }
    const lastBad = [...samples, ...codes]
      .filter((s) => s.status !== 200 && s.at >= faultEnd)
      .map((s) => s.at);
    const recoveryMs = lastBad.length === 0 ? 0 : Math.max(...lastBad) - faultEnd;
    const verdict = await verify(options.databaseUrl, records, gateway.url);
    let lostCodes = 0;
    let doubledCodes = 0;
    if (smtp) {
      // the worker retries every 15 s: wait (bounded) for the queued code mails
      const promised = codes.filter((c) => c.status === 200);
      for (let i = 0; i < 120; i++) {
        if (promised.every((c) => smtp.mails.some((m) => m.to.includes(c.email)))) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      lostCodes = promised.filter((c) => !smtp.mails.some((m) => m.to.includes(c.email))).length;
      doubledCodes = promised.filter(
        (c) => smtp.mails.filter((m) => m.to.includes(c.email)).length > 1,
      ).length;
    }
    const internal = [...samples, ...codes].filter((s) => s.status === 500 || s.status === 0).length;
    const lines = [
      `fault ${fault}: ${options.students} students + ${codes.length} code requests, ${options.seconds} s, fault from ${(third / 1000).toFixed(1)} s to ${((faultEnd - started) / 1000).toFixed(1)} s`,
      ...(['before', 'during', 'after'] as const).map(
        (w) =>
          `  ${w.padEnd(6)} ${Object.entries(counts[w])
            .map(([k, n]) => `${k} ×${n}`)
            .join(', ')}`,
      ),
      ...(smtp
        ? [
            `  code requests: ${(['before', 'during', 'after'] as const)
              .map(
                (w) =>
                  `${w} ${codes.filter((c) => windowOf(c.at) === w && c.status === 200).length}/${codes.filter((c) => windowOf(c.at) === w).length} answered 200`,
              )
              .join(', ')}; mails received ${smtp.mails.length}`,
          ]
        : []),
      `  recovered ${(recoveryMs / 1000).toFixed(1)} s after the fault ended (last answer that was not 200)`,
      `  lost writes ${verdict.problems.length + lostCodes} (listings/reveals ${verdict.problems.length}, code mails ${lostCodes}), doubled ${doubledCodes}`,
      ...verdict.problems.slice(0, 10).map((p) => `  problem: ${p}`),
    ];
    const pass = verdict.ok && lostCodes === 0 && doubledCodes === 0 && internal === 0;
    lines.push(
      `${pass ? 'PASS' : 'FAIL'}: no lost or doubled writes, no 500 or dropped answer (${internal})`,
    );
    return { report: lines.join('\n'), pass };
  } finally {
    await locker?.end().catch(() => {});
    await gateway.stop();
    redis?.kill('SIGKILL');
    await smtp?.close();
    closeAgents();
  }
}
