// The students a fuzz run acts as and watches: created straight in the database (complete profile,
// current terms, a listing, some reveals between them), each with a live session token. A slot whose
// session or account a request ended (logout, set-password, deletion) is given a new one before the
// next request, so that every run has signed-in callers.
import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '@campus-swap/prisma/client';
import { hashPassword } from '@campus-swap/schema/services/password';
import { createStudent } from '@campus-swap/test-support/listing-fixtures';
import { createSession, findViewer } from '@campus-swap/schema/services/sessions';

export type Student = { id: string; email: string; token: string; listingId: string | null };

const LISTINGS = [
  {
    type: 'DORM' as const,
    campusNow: 'Busch',
    dormNow: 'Judson Suites',
    roomTypeNow: 'Single',
    campusWant: ['Livingston'],
    roomTypeWant: ['Single'],
  },
  {
    type: 'DORM' as const,
    campusNow: 'Livingston',
    dormNow: 'Livingston Apartments',
    roomTypeNow: 'Single',
    campusWant: ['Busch'],
    roomTypeWant: ['Single'],
  },
  { type: 'PARKING' as const, permitNow: 'Busch - Resident', permitWant: 'Livingston - Resident' },
  { type: 'PARKING' as const, permitNow: 'Livingston - Resident', permitWant: 'Busch - Resident' },
];

export class Population {
  readonly students: Student[] = [];
  private serial = 0;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly tag: string,
  ) {}

  /** `size` students, the first two revealed to each other, the third revealed to the first. */
  async create(size: number): Promise<void> {
    // one password hash for all (nobody in the run knows the password: it is random)
    const passwordHash = await hashPassword(randomBytes(18).toString('base64url'));
    for (let slot = 0; slot < size; slot++) this.students.push(await this.newStudent(slot, passwordHash));
    const [a, b, c] = this.students;
    if (a && b) await this.reveal(a, b).then(() => this.reveal(b, a));
    if (a && c) await this.reveal(c, a);
  }

  /** After a caller's 2xx: a fresh session or, when the account is gone, a fresh student. */
  async heal(slot: number): Promise<void> {
    const student = this.students[slot]!;
    const viewer = await findViewer(this.prisma, student.token);
    if (viewer) return;
    const user = await this.prisma.user.findUnique({ where: { id: student.id } });
    if (user && !user.deletedAt) {
      student.token = await createSession(this.prisma, user.id, 'OTP');
      return;
    }
    this.students[slot] = await this.newStudent(slot, null);
  }

  ids(): string[] {
    return this.students.map((s) => s.id);
  }

  private async newStudent(slot: number, passwordHash: string | null): Promise<Student> {
    this.serial++;
    const netid = `fz${this.tag}${slot}n${this.serial}`;
    const listing = LISTINGS[slot % LISTINGS.length]!;
    const made = await createStudent(
      { prisma: this.prisma },
      {
        email: `${netid}@rutgers.edu`,
        name: `Fuzz ${netid}`,
        age: 20,
        year: 'junior',
        instagram: `ig_${netid}`,
        linkedin: `https://www.linkedin.com/in/${netid}`,
        passwordHash,
      },
      listing,
    );
    return { id: made.user.id, email: made.user.email, token: made.token, listingId: made.listingId ?? null };
  }

  private async reveal(from: Student, to: Student): Promise<void> {
    await this.prisma.reveal.create({
      data: { userId: from.id, targetUserId: to.id, listingId: to.listingId },
    });
  }
}
