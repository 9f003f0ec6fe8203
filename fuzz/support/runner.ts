// Sends one fuzz request and checks the properties of issue 16 on its answer and on the database:
// no 5xx and only documented errors (./contract.ts); nothing changes for any student but the caller,
// and for the caller only through a 2xx; the server stays ready. Keeps the run's statistics.
import type { PrismaClient } from '@campus-swap/prisma/client';
import { checkAnswer } from './contract.ts';
import { exchange } from './http.ts';
import { fingerprints } from '@campus-swap/test-support/fingerprints';
import type { Population } from './population.ts';
import type { FuzzRequest } from './requests.ts';
import { callerOf, prepare } from './send.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * ADR 140: a path in any spelling but the documented one is never served, and a state-changing
 * request that carries the session cookie without the matching CSRF header is never accepted (with
 * the fingerprint check in exercise(), which allows a change only on a 2xx: it changes nothing).
 */
function forgeryProblems(request: FuzzRequest, status: number): string[] {
  const served = status >= 200 && status < 300;
  const problems: string[] = [];
  if (served && request.spelling) problems.push(`the ${request.spelling} spelling was served`);
  const forged = request.auth.kind === 'cookie' && request.auth.csrf !== 'match';
  if (served && forged && !SAFE_METHODS.has(request.method))
    problems.push('a cookie-carrying state change without the matching CSRF header was accepted');
  return problems;
}

export type Slow = { ms: number; status: number; origin: string; method: string; path: string };

export class FuzzRun {
  total = 0;
  readonly byStatus = new Map<number, number>();
  readonly byCode = new Map<string, number>();
  /** the route-table rows and schema fields requests were generated from */
  readonly origins = new Set<string>();
  slowest: Slow[] = [];
  private state: Map<string, string> | null = null;
  /** called about every 1,000 requests (a long run keeps its figures on disk as it goes) */
  progress: ((run: FuzzRun) => void) | null = null;

  constructor(
    private readonly base: string,
    private readonly prisma: PrismaClient,
    private readonly population: Population,
  ) {}

  /**
   * Sends a batch of requests at once (no two with the same caller) and throws, describing each
   * offending request and its answer, when a property does not hold.
   */
  async exercise(batch: readonly FuzzRequest[]): Promise<void> {
    this.state ??= await fingerprints(this.prisma, this.population.ids());
    const before = this.state;
    const callers = batch.map((request) => {
      const slot = callerOf(request);
      return slot === null ? null : { slot, id: this.population.students[slot]!.id };
    });
    const outcomes = await Promise.all(batch.map((request) => this.send(request)));
    const problems = outcomes.flatMap((outcome, i) => outcome.problems.map((p) => `request ${i}: ${p}`));

    const after = await fingerprints(this.prisma, this.population.ids());
    for (const [id, print] of after) {
      if (before.get(id) === print) continue;
      const i = callers.findIndex((caller) => caller?.id === id);
      const status = i >= 0 ? outcomes[i]!.status : 0;
      if (i < 0) problems.push(`student ${id} changed, though no request of the batch was theirs`);
      else if (status < 200 || status > 299)
        problems.push(`request ${i}: the caller's data changed on a ${status}`);
    }
    this.state = after;
    const healed = callers.filter(
      (caller, i) => caller && outcomes[i]!.status >= 200 && outcomes[i]!.status < 300,
    );
    for (const caller of healed) await this.population.heal(caller!.slot);
    if (healed.length) this.state = await fingerprints(this.prisma, this.population.ids());
    if (this.total % 100 < batch.length) await this.expectReady(problems);
    if (this.progress && this.total % 1000 < batch.length) this.progress(this);
    if (problems.length) {
      const details = outcomes.map(
        (o, i) =>
          `  request ${i} sent: ${JSON.stringify(o.sent)}\n    answer: ${o.status} ${o.text.slice(0, 300)}`,
      );
      throw new Error(`${problems.join('; ')}\n${details.join('\n')}`);
    }
  }

  private async send(request: FuzzRequest) {
    const { url, init, sent } = prepare(this.base, request, this.population);
    const started = performance.now();
    let status = 0;
    let text = '';
    let problems: string[];
    try {
      const res = await exchange(url, init, 30_000);
      text = res.text;
      status = res.status;
      const checked = checkAnswer(request.method, request.path, { status, headers: res.headers, text });
      problems = [...checked.problems, ...forgeryProblems(request, status)];
      for (const code of checked.codes.slice(0, 1)) this.byCode.set(code, (this.byCode.get(code) ?? 0) + 1);
    } catch (error) {
      const cause = (error as { code?: string }).code;
      problems = [`no answer: ${(error as Error).message}${cause ? ` (${cause})` : ''}`];
    }
    this.record(request, status, performance.now() - started);
    return { status, text, sent, problems };
  }

  async expectReady(problems: string[]): Promise<void> {
    const res = await fetch(`${this.base}/health/ready`);
    await res.arrayBuffer();
    if (res.status !== 200) problems.push(`the server is not ready (${res.status})`);
  }

  private record(request: FuzzRequest, status: number, ms: number): void {
    this.total++;
    this.origins.add(request.origin);
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    const slow = {
      ms: Math.round(ms * 10) / 10,
      status,
      origin: request.origin,
      method: request.method,
      path: request.path.slice(0, 80),
    };
    if (this.slowest.length < 10 || ms > this.slowest[this.slowest.length - 1]!.ms) {
      this.slowest = [...this.slowest, slow].sort((a, b) => b.ms - a.ms).slice(0, 10);
    }
  }

  summary(seed: number, seconds: number): string {
    const sorted = <K>(map: Map<K, number>) =>
      [...map].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}: ${n}`);
    return [
      `fuzz: ${this.total} requests in ${seconds.toFixed(1)} s (${(this.total / seconds).toFixed(0)}/s), seed ${seed}`,
      `  by status: ${sorted(this.byStatus).join(', ')}`,
      `  by code (first error): ${sorted(this.byCode).join(', ')}`,
      '  slowest:',
      ...this.slowest.map((s) => `    ${s.ms} ms  ${s.status}  ${s.method} ${s.path}  (${s.origin})`),
    ].join('\n');
  }
}
