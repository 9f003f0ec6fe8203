// The matches read's statements run on the driver, not through Prisma (ADR 275): what they read must be
// what Prisma reads, value for value (dates as the same instants, uuids and enums as text, arrays), on
// PGlite and on PostgreSQL alike. A column read in the wrong time zone or type fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createStudent, postListing, type Student } from '@campus-swap/test-support/listing-fixtures';
import { dormFromTo } from '@campus-swap/test-support/listings';
import { services, useTestServices } from '@campus-swap/test-support/test-services';
import { loadViewerCycles } from '../cards/stored-cycles.ts';
import { candidateRows } from './candidate-rows.ts';
import { seatRows } from './seat-rows.ts';
import { viewerSide } from './viewer-row.ts';

useTestServices();

// a process outside UTC: a timestamp read as local time would be five hours off here
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const JOIN = /* GraphQL */ `mutation Join($id: ID!) { joinCycle(cycleId: $id) { status } }`;

/** A link of a 3-way swap (test-support's), with notes: a text column that is not null. */
const dorm = (hall: string, wants: string) => ({ ...dormFromTo(hall, wants), notes: 'Quiet floor' });

describe("the matches read's rows on the driver", () => {
  let hub: Student;
  const others: Student[] = [];

  beforeAll(async () => {
    // the hub (Metzger Hall) wants Lynton Towers North; two there want Demarest Hall; two there want
    // Metzger: four cycles through the hub, of which it is offered three
    hub = await createStudent(services, { name: 'Hub' });
    await postListing(services, hub, dorm('Metzger Hall', 'Lynton Towers North'));
    for (let i = 0; i < 2; i++) {
      const b = await createStudent(services, { name: `B${i}` });
      await postListing(services, b, dorm('Lynton Towers North', 'Demarest Hall'));
      const c = await createStudent(services, { name: `C${i}` });
      await postListing(services, c, dorm('Demarest Hall', 'Metzger Hall'));
      others.push(b, c);
    }
  });

  it("reads the viewer's live cycles as loadViewerCycles reads them through Prisma", async () => {
    const [first] = await loadViewerCycles(services.prisma, hub.user.id);
    expect(first).toBeDefined();
    // one seat joined: a set joinedAt among null ones
    expect((await as(services, hub, JOIN, { id: first!.id })).errors).toBeUndefined();
    const viaPrisma = await loadViewerCycles(services.prisma, hub.user.id);
    expect(viaPrisma.length).toBeGreaterThanOrEqual(2);
    expect(viaPrisma.flatMap((c) => c.members).some((m) => m.joinedAt instanceof Date)).toBe(true);
    const onDriver = await services.readTransaction((query) => seatRows(query, hub.user.id));
    expect(onDriver).toEqual(viaPrisma);
    expect(onDriver.map((c) => c.id)).toEqual(viaPrisma.map((c) => c.id));
  });

  it("reads the viewer's listing and the candidates' listings as Prisma does", async () => {
    const mine = await services.prisma.listing.findUniqueOrThrow({ where: { userId: hub.user.id } });
    const side = await services.readTransaction((query) => viewerSide(query, hub.user.id));
    expect(side.myListing).toEqual(mine);
    expect(side.hasLiveSeat).toBe(true);

    const theirs = await services.prisma.listing.findMany({
      where: { userId: { in: others.map((s) => s.user.id) } },
      include: { user: true },
    });
    const rows = await services.readTransaction((query) =>
      candidateRows(
        query,
        hub.user.id,
        theirs.map((l) => l.id),
      ),
    );
    expect(rows).toHaveLength(theirs.length);
    for (const { user, ...listing } of theirs) {
      const row = rows.find((r) => r.id === listing.id)!;
      expect(row).toMatchObject({ ...listing, name: user.name, age: user.age, year: user.year });
      expect(row.createdAt.getTime()).toBe(listing.createdAt.getTime());
      // strangers: no contact details
      expect(row).toMatchObject({ email: null, revealedByMe: false, revealedToMe: false });
    }
  });

  it('is read-only and gives its connection back after a failed statement', async () => {
    await expect(
      services.readTransaction((query) => query('UPDATE "Listing" SET "notes" = $1', ['written'])),
    ).rejects.toThrow(/read-only/);
    await expect(
      services.readTransaction((query) => query('SELECT no_such_column FROM "Listing"', [])),
    ).rejects.toThrow();
    // the connection still serves (PGlite's single one, or the pool's)
    const rows = await services.readTransaction((query) => query<{ n: number }>('SELECT 1 AS n', []));
    expect(rows).toEqual([{ n: 1 }]);
    expect(await services.prisma.listing.count({ where: { notes: 'written' } })).toBe(0);
  });
});
