// What a student owns, as one string per student, so a test can tell whether a request changed
// anything of theirs (the fuzz suite after every request; the CSRF and path-spelling tests).
import { Prisma, type PrismaClient } from '@campus-swap/prisma/client';

/**
 * The account (minus `lastActiveAt`, which any authenticated request may bump), the listing, the
 * reveals made and the sessions. Abuse counters (rate-limit buckets) and sign-in codes are keyed by
 * email, not owned, and are meant to move on failures. A missing student is 'absent'.
 */
export async function fingerprints(prisma: PrismaClient, ids: string[]): Promise<Map<string, string>> {
  // one round trip per request: the fuzz takes a fingerprint after every request it sends
  const rows = await prisma.$queryRaw<{ id: string; print: string }[]>`
    SELECT u."id"::text AS "id", md5(
      (to_jsonb(u) - 'lastActiveAt')::text
      || coalesce((SELECT jsonb_agg(to_jsonb(l))::text FROM "Listing" l WHERE l."userId" = u."id"), '')
      || coalesce((SELECT jsonb_agg(to_jsonb(r) ORDER BY r."targetUserId")::text
                   FROM "Reveal" r WHERE r."userId" = u."id"), '')
      || coalesce((SELECT jsonb_agg(s."tokenHash" ORDER BY s."tokenHash")::text
                   FROM "Session" s WHERE s."userId" = u."id"), '')
    ) AS "print"
    FROM "User" u WHERE u."id"::text IN (${Prisma.join(ids)})`;
  const out = new Map<string, string>();
  for (const id of ids) out.set(id, 'absent');
  for (const row of rows) out.set(row.id, row.print);
  return out;
}
