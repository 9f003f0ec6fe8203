// Students and listings for the listing, matching and reveal integration tests: users are made
// directly in the database (profile complete, current terms) with a real session token.
import { randomUUID } from 'node:crypto';
import type { Prisma, User } from '@campus-swap/prisma/client';
import { TERMS_VERSION } from '@campus-swap/schema/constants';
import type { Services } from '@campus-swap/schema/context';
import { createSession } from '@campus-swap/schema/services/sessions';
import { dormListing, reverseDorm } from './listings.ts';
import { type OperationResult, runOperation } from './test-services.ts';

/** `listingId`: set when the student was made with a listing */
export type Student = { user: User; token: string; ip: string; listingId?: string };

let counter = 0;

/**
 * The one direct insert of a student for tests: a user with a complete profile and the current terms
 * (`overrides` change any column), optionally with `listing`, and a real session token.
 */
export async function createStudent(
  services: Pick<Services, 'prisma'>,
  overrides: Partial<User> = {},
  listing?: Prisma.ListingCreateWithoutUserInput,
): Promise<Student> {
  const n = ++counter;
  const user = await services.prisma.user.create({
    data: {
      email: `student${n}-${randomUUID().slice(0, 8)}@rutgers.edu`,
      name: `Student ${n}`,
      age: 19,
      year: 'sophomore',
      instagram: `@insta${n}`,
      linkedin: `linkedin.com/in/s${n}`,
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: new Date(),
      ...overrides,
      ...(listing ? { listing: { create: listing } } : {}),
    },
    include: { listing: true },
  });
  const token = await createSession(services.prisma, user.id, 'OTP');
  const { listing: stored, ...columns } = user;
  const made: Student = { user: columns, token, ip: `198.51.100.${n % 250}` };
  if (stored) made.listingId = stored.id;
  return made;
}

/** Runs one GraphQL operation as this student. */
// biome-ignore lint/suspicious/noExplicitAny: test data is read as loosely as JSON
export function as<T = Record<string, any>>(
  services: Services,
  student: Student | null,
  source: string,
  variables: Record<string, unknown> = {},
): Promise<OperationResult<T>> {
  return runOperation<T>(
    services,
    source,
    variables,
    student ? { token: student.token, ip: student.ip } : {},
  );
}

export const DORM_BUSCH_WANTS_LIVI = dormListing({ flexible: false });

/** The exact reverse of DORM_BUSCH_WANTS_LIVI. */
export const DORM_LIVI_WANTS_BUSCH = reverseDorm(DORM_BUSCH_WANTS_LIVI);

export const SAVE = /* GraphQL */ `
  mutation Save($input: ListingInput!) {
    saveListing(input: $input) { listing { id type campusNow dormNow roomTypeNow campusWant dormWant roomTypeWant permitNow permitWant moveWhen flexible notes active createdAt updatedAt } }
  }`;

export const MATCHES = /* GraphQL */ `
  query Matches($limit: Int) {
    matches(limit: $limit) {
      myListing { id active }
      preferenceCount otherCount interestedCount
      cards { id type score category when have want createdAt userName userAge userAcademicYear
        userEmail userInstagram userLinkedin revealedByMe revealedToMe connected nextStep why { exactReverse sameDormOrLot sameCampus } }
    }
  }`;

export const REVEAL = /* GraphQL */ `mutation Reveal($id: ID!) { reveal(listingId: $id) { status } }`;

export const SWAPS = /* GraphQL */ `
  query Swaps {
    swapRequests {
      outgoing { listingId userName userEmail userInstagram userLinkedin connected nextStep }
      incoming { listingId userName userEmail userInstagram userLinkedin connected nextStep }
      connected { listingId userName userEmail userInstagram userLinkedin connected nextStep }
    }
  }`;

/** Saves a listing as the student and returns its id (fails the test on error). */
export async function postListing(
  services: Services,
  student: Student,
  input: Record<string, unknown>,
): Promise<string> {
  const result = await as(services, student, SAVE, { input });
  if (result.errors) throw new Error(`saveListing failed: ${JSON.stringify(result.errors)}`);
  return result.data!.saveListing.listing.id as string;
}
