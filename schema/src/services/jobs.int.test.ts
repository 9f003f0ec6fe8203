// The 10-minute job: 60-day deactivation, 30-day purge, expired rows, the lease that keeps the
// housekeeping to one process per tick, and the hourly lastActiveAt bump.
import { describe, expect, it } from 'vitest';
import {
  as,
  createStudent,
  DORM_BUSCH_WANTS_LIVI,
  DORM_LIVI_WANTS_BUSCH,
  MATCHES,
  postListing,
  REVEAL,
} from '@campus-swap/test-support/listing-fixtures';
import { services, useTestServices } from '@campus-swap/test-support/test-services';
import { HOUSEKEEPING_JOB, runHousekeeping, startJobs, touchLastActive } from './jobs.ts';
import { tryAcquireLease } from './leased-loop.ts';

useTestServices();

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number, now = Date.now()) => new Date(now - ms);

describe('runHousekeeping', () => {
  it('deactivates listings of owners inactive for 60 days, and they leave the matches', async () => {
    const viewer = await createStudent(services);
    await postListing(services, viewer, DORM_BUSCH_WANTS_LIVI);
    const stale = await createStudent(services);
    const staleListing = await postListing(services, stale, DORM_LIVI_WANTS_BUSCH);
    const recent = await createStudent(services);
    const recentListing = await postListing(services, recent, DORM_LIVI_WANTS_BUSCH);
    await services.prisma.user.update({
      where: { id: stale.user.id },
      data: { lastActiveAt: ago(61 * DAY) },
    });
    await services.prisma.user.update({
      where: { id: recent.user.id },
      data: { lastActiveAt: ago(59 * DAY) },
    });
    const before = (await as(services, viewer, MATCHES)).data!.matches.cards.map((c: { id: string }) => c.id);
    expect(before).toEqual(expect.arrayContaining([staleListing, recentListing]));

    const report = await runHousekeeping(services);
    expect(report.deactivatedListings).toBe(1);
    expect((await services.prisma.listing.findUniqueOrThrow({ where: { id: staleListing } })).active).toBe(
      false,
    );
    expect((await services.prisma.listing.findUniqueOrThrow({ where: { id: recentListing } })).active).toBe(
      true,
    );
    const after = (await as(services, viewer, MATCHES)).data!.matches.cards.map((c: { id: string }) => c.id);
    expect(after).toContain(recentListing);
    expect(after).not.toContain(staleListing);
  });

  it('calls off the swaps of a listing it expires: the others read a closed listing, the owner why', async () => {
    const stale = await createStudent(services);
    const staleListing = await postListing(services, stale, DORM_LIVI_WANTS_BUSCH);
    const other = await createStudent(services);
    const otherListing = await postListing(services, other, DORM_BUSCH_WANTS_LIVI);
    await as(services, stale, REVEAL, { id: otherListing });
    expect((await as(services, other, REVEAL, { id: staleListing })).data!.reveal.status).toBe('connected');
    const swaps = '{ mySwaps { state callOffReason callOffWords members { userEmail } } }';
    expect((await as(services, other, swaps)).data!.mySwaps[0].state).toBe('CONNECTED');
    await services.prisma.user.update({
      where: { id: stale.user.id },
      data: { lastActiveAt: ago(61 * DAY) },
    });

    await runHousekeeping(services);
    const [theirs] = (await as(services, other, swaps)).data!.mySwaps;
    expect(theirs).toMatchObject({
      state: 'CALLED_OFF',
      callOffReason: 'LISTING_CLOSED',
      callOffWords: "Called off: the other student's listing is no longer available.",
    });
    expect(JSON.stringify(theirs.members)).not.toContain(stale.user.email);
    expect((await as(services, stale, swaps)).data!.mySwaps[0].callOffWords).toBe(
      'Called off: your listing expired after 60 days without a visit.',
    );
  });

  it('purges accounts deleted more than 30 days ago with their listing and reveals, keeps newer ones', async () => {
    const old = await createStudent(services);
    const oldListing = await postListing(services, old, DORM_BUSCH_WANTS_LIVI);
    const fresh = await createStudent(services);
    const freshListing = await postListing(services, fresh, DORM_LIVI_WANTS_BUSCH);
    await as(services, old, REVEAL, { id: freshListing });
    await as(services, fresh, REVEAL, { id: oldListing });
    await services.prisma.user.update({ where: { id: old.user.id }, data: { deletedAt: ago(31 * DAY) } });
    await services.prisma.user.update({ where: { id: fresh.user.id }, data: { deletedAt: ago(29 * DAY) } });

    const report = await runHousekeeping(services);
    expect(report.purgedAccounts).toBe(1);
    expect(await services.prisma.user.findUnique({ where: { id: old.user.id } })).toBeNull();
    expect(await services.prisma.listing.findUnique({ where: { id: oldListing } })).toBeNull();
    expect(
      await services.prisma.reveal.count({
        where: { OR: [{ userId: old.user.id }, { targetUserId: old.user.id }] },
      }),
    ).toBe(0);
    expect(await services.prisma.user.findUnique({ where: { id: fresh.user.id } })).not.toBeNull();
  });

  it('deletes expired sessions, codes and rate-limit buckets, keeps live ones', async () => {
    const s = await createStudent(services);
    await services.prisma.session.create({
      data: { userId: s.user.id, kind: 'OTP', tokenHash: `expired-${s.user.id}`, expiresAt: ago(1000) },
    });
    await services.prisma.oneTimeCode.create({
      data: { email: s.user.email, codeHash: 'x', expiresAt: ago(1000) },
    });
    await services.prisma.rateLimitBucket.createMany({
      data: [
        { key: 'job-test:old', count: 3, resetAt: ago(1000) },
        { key: 'job-test:live', count: 3, resetAt: new Date(Date.now() + 60_000) },
      ],
    });
    const report = await runHousekeeping(services);
    expect(report.expiredSessions).toBeGreaterThanOrEqual(1);
    expect(report.expiredCodes).toBeGreaterThanOrEqual(1);
    expect(report.expiredRateLimitBuckets).toBeGreaterThanOrEqual(1);
    expect(await services.prisma.session.count({ where: { userId: s.user.id } })).toBe(1); // the live one
    expect(
      (await services.prisma.rateLimitBucket.findMany({ where: { key: { startsWith: 'job-test:' } } })).map(
        (b) => b.key,
      ),
    ).toEqual(['job-test:live']);
  });
});

describe('the lease', () => {
  it('one holder at a time; renewable by its holder; taken over once expired', async () => {
    expect(await tryAcquireLease(services.prisma, 'lease-test', 'a', 60)).toBe(true);
    expect(await tryAcquireLease(services.prisma, 'lease-test', 'b', 60)).toBe(false);
    expect(await tryAcquireLease(services.prisma, 'lease-test', 'a', 60)).toBe(true);
    await services.prisma.jobLease.update({ where: { name: 'lease-test' }, data: { expiresAt: ago(1000) } });
    expect(await tryAcquireLease(services.prisma, 'lease-test', 'b', 60)).toBe(true);
    expect(await tryAcquireLease(services.prisma, 'lease-test', 'a', 60)).toBe(false);
  });

  it('racing processes: exactly one wins', async () => {
    const wins = await Promise.all(
      Array.from({ length: 6 }, (_, i) => tryAcquireLease(services.prisma, 'lease-race', `p${i}`, 60)),
    );
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it('startJobs in two processes: the housekeeping runs once per tick, and stop releases the lease', async () => {
    await services.prisma.jobLease.deleteMany({ where: { name: HOUSEKEEPING_JOB } });
    const before = services.log.lines.length;
    const one = startJobs(services, { holder: 'process-1', intervalSeconds: 3600 });
    const two = startJobs(services, { holder: 'process-2', intervalSeconds: 3600 });
    await Promise.all([one.stop(), two.stop()]);
    const lines = services.log.lines.slice(before);
    expect(lines.filter((l) => l.msg === 'housekeeping done')).toHaveLength(1);
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    const lease = await services.prisma.jobLease.findUniqueOrThrow({ where: { name: HOUSEKEEPING_JOB } });
    expect(lease.lastRunAt).not.toBeNull();
    expect(lease.expiresAt.getTime()).toBeLessThan(Date.now());
  });
});

describe('touchLastActive', () => {
  it('writes at most once an hour', async () => {
    const s = await createStudent(services);
    const now = new Date();
    expect(await touchLastActive(services.prisma, s.user.id, ago(30 * 60 * 1000, now.getTime()), now)).toBe(
      false,
    );
    const stale = ago(2 * 60 * 60 * 1000, now.getTime());
    await services.prisma.user.update({ where: { id: s.user.id }, data: { lastActiveAt: stale } });
    expect(await touchLastActive(services.prisma, s.user.id, stale, now)).toBe(true);
    expect((await services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } })).lastActiveAt).toEqual(
      now,
    );
    // a concurrent request holding the same stale value writes nothing
    expect(await touchLastActive(services.prisma, s.user.id, stale, now)).toBe(false);
  });
});
