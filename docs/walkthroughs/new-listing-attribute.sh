#!/usr/bin/env bash
# ADR 240's walkthrough (refreshed by ADR 244): adds a throwaway student-entered listing attribute
# (`floor`, an optional whole number on DORM listings) the way a developer would, lists the files it
# touches, runs the checks that cover it, and removes it again. It measures how many files a new
# listing attribute costs; rerun it after a change meant to lower that number, and update
# docs/decisions/244-*.md with what it prints.
#   bash docs/walkthroughs/new-listing-attribute.sh          (GraphQL and the web: the attribute)
#   bash docs/walkthroughs/new-listing-attribute.sh --rest   (and REST's documented listing, ADR 244)
# A clean working tree; a few minutes. The hand edits are the patches below (against the tree of the
# ADR's commit): when one no longer applies, the files it names moved, which is itself worth a look
# before refreshing it.
set -euo pipefail
cd "$(dirname "$0")/../.."
rest=no
[ "${1:-}" = --rest ] && rest=yes
if [ -n "$(git status --porcelain)" ]; then
  echo "new-listing-attribute: needs a clean working tree (it restores it with git checkout)" >&2
  exit 1
fi
restore() {
  git checkout -q -- .
  git clean -fdq -- prisma/migrations
  npm run --silent prisma:generate >/dev/null 2>&1 || true
}
trap restore EXIT

# 1. the hand edits: the column, the rule, the GraphQL type, the screen (and the rule's tests)
git apply <<'PATCH'
diff --git a/prisma/listing.prisma b/prisma/listing.prisma
index 17d2091..2d21558 100644
--- a/prisma/listing.prisma
+++ b/prisma/listing.prisma
@@ -26,2 +26,3 @@ model Listing {
   notes         String?
+  floor         Int? // DORM: the floor of the room now (throwaway: ADR 240's walkthrough)
   active        Boolean     @default(true)
diff --git a/schema/src/listing-rules.ts b/schema/src/listing-rules.ts
index 7b02e69..23cb48f 100644
--- a/schema/src/listing-rules.ts
+++ b/schema/src/listing-rules.ts
@@ -68,2 +68,8 @@ export const LISTING_FIELDS = {
   },
+  floor: {
+    kind: 'whole',
+    of: DORM,
+    step: 1,
+    range: { min: 0, max: 40, message: 'Floor must be a whole number from 0 to 40.' },
+  },
   permitNow: {
diff --git a/schema/src/services/listings.test.ts b/schema/src/services/listings.test.ts
index 2e15a8c..3f5f3e8 100644
--- a/schema/src/services/listings.test.ts
+++ b/schema/src/services/listings.test.ts
@@ -24,3 +24,3 @@ describe('validateListing: DORM', () => {
       validateListing({ ...DORM, permitNow: 'Busch - Resident', permitWant: 'x', notes: '  hi  ' }),
-    ).toEqual({ ...dormRow(), notes: 'hi' });
+    ).toEqual({ ...dormRow(), notes: 'hi', floor: null });
   });
@@ -99,2 +99,7 @@ describe('validateListing: DORM', () => {
 
+  it('a floor is a whole number from 0 to 40', () => {
+    expect(validateListing({ ...DORM, floor: 3 }).floor).toBe(3);
+    expect(fieldsOf({ ...DORM, floor: 41 })).toEqual({ floor: 'Floor must be a whole number from 0 to 40.' });
+  });
+
   it('notes at most 500 characters', () => {
@@ -111,3 +116,3 @@ describe('validateListing: PARKING', () => {
       validateListing({ ...PARKING, campusNow: 'Busch', dormWant: ['Quad I'], flexible: false }),
-    ).toEqual({ ...parkingRow(), notes: null });
+    ).toEqual({ ...parkingRow(), notes: null, floor: null });
   });
diff --git a/schema/src/types/listing.ts b/schema/src/types/listing.ts
index 541acc6..0db572f 100644
--- a/schema/src/types/listing.ts
+++ b/schema/src/types/listing.ts
@@ -43,2 +43,3 @@ export const ListingRef = builder.prismaObject('Listing', {
     notes: t.exposeString('notes', { nullable: true, description: 'Free text, at most 500 characters.' }),
+    floor: t.exposeInt('floor', { nullable: true, description: 'DORM: the floor of the room now.' }),
     active: t.exposeBoolean('active', {
@@ -78,2 +79,3 @@ const ListingInput = builder.inputType('ListingInput', {
     notes: t.string({ required: false, description: 'At most 500 characters.' }),
+    floor: t.int({ required: false, description: 'DORM: the floor of the room now, 0 to 40.' }),
   }),
diff --git a/web/src/features/listings/components/PostPage.tsx b/web/src/features/listings/components/PostPage.tsx
index 7cec280..62989e3 100644
--- a/web/src/features/listings/components/PostPage.tsx
+++ b/web/src/features/listings/components/PostPage.tsx
@@ -258,2 +258,8 @@ export function PostPage() {
                 />
+                <SelectField
+                  label="Floor (optional)"
+                  placeholder="Select a floor"
+                  options={Array.from({ length: 41 }, (_, floor) => String(floor))}
+                  {...bindHave('floor')}
+                />
                 <SelectField
diff --git a/web/src/features/listings/wizard.test.ts b/web/src/features/listings/wizard.test.ts
index fdd0bd0..ebdbc8f 100644
--- a/web/src/features/listings/wizard.test.ts
+++ b/web/src/features/listings/wizard.test.ts
@@ -204,2 +204,3 @@ describe('wizard step logic', () => {
       notes: 'Quiet floor',
+      floor: 3,
     };
@@ -240,2 +241,3 @@ describe('wizard step logic', () => {
       roomTypeNow: '',
+      floor: '',
       permitCampusNow: '',
PATCH
# REST answers exactly decisions.md §3's listing (ADR 080, 100, 244): the attribute reaches REST only
# when the product documents it there, and then the documented shape, its test list and the contract
# change with it.
if [ "$rest" = yes ]; then
  git apply <<'PATCH'
diff --git a/contracts/listings.spec.ts b/contracts/listings.spec.ts
index 90229cf..6915af3 100644
--- a/contracts/listings.spec.ts
+++ b/contracts/listings.spec.ts
@@ -36,2 +36,3 @@ describe('GET /api/listings/me and POST /api/listings', () => {
       notes: 'Quiet floor, near the bus stop.',
+      floor: null,
       active: true,
diff --git a/docs/product/decisions.md b/docs/product/decisions.md
index a56d37a..40cef91 100644
--- a/docs/product/decisions.md
+++ b/docs/product/decisions.md
@@ -87,3 +87,3 @@ choice in the project's `docs/decisions/`.
 termsAcceptedAt, termsVersion}`. `listing` = `{id, type, campusNow, dormNow, roomTypeNow, campusWant[],
-dormWant[], roomTypeWant[], permitNow, permitWant, moveWhen, flexible, notes, active, createdAt,
+dormWant[], roomTypeWant[], permitNow, permitWant, moveWhen, flexible, notes, floor, active, createdAt,
 updatedAt}`. Listing, matches and reveal calls need a completed profile (403 `PROFILE_REQUIRED`) and
diff --git a/rest-facade/src/documents/fragments.graphql b/rest-facade/src/documents/fragments.graphql
index 7c217ac..230be2f 100644
--- a/rest-facade/src/documents/fragments.graphql
+++ b/rest-facade/src/documents/fragments.graphql
@@ -32,2 +32,3 @@ fragment RestListing on Listing {
   notes
+  floor
   active
diff --git a/test-support/src/documented-shapes.ts b/test-support/src/documented-shapes.ts
index 1c04122..4ad8141 100644
--- a/test-support/src/documented-shapes.ts
+++ b/test-support/src/documented-shapes.ts
@@ -29,2 +29,3 @@ export const LISTING_KEYS = [
   'flexible',
+  'floor',
   'id',
PATCH
fi
# 2. what the tools write: the migration (db:diff appends it to landing-order.txt) and the generated code
npm run --silent db:diff -- walkthrough_floor
npm run --silent prisma:generate >/dev/null
npm run --silent codegen >/dev/null

generated='^(schema/schema\.graphql|web/src/gql/|web/src/features/listings/api/generated/|rest-facade/src/generated/|rest-facade/src/documents/generated/)'
tests='(\.test\.tsx?|\.spec\.ts|^test-support/)'
touched=$(git status --porcelain --untracked-files=all | cut -c4-)
hand=$(grep -Ev "$generated" <<<"$touched" | grep -Ev "$tests" | grep -Ev '^(prisma/migrations/|docs/)' || true)
echo "product files edited by hand ($(grep -c . <<<"$hand")):"; sed 's/^/  /' <<<"$hand"
echo "documentation:"; grep '^docs/' <<<"$touched" | sed 's/^/  /' || true
echo "written by db:diff:"; grep '^prisma/migrations/' <<<"$touched" | sed 's/^/  /'
echo "test files:"; grep -E "$tests" <<<"$touched" | sed 's/^/  /'
echo "generated by codegen:"; grep -E "$generated" <<<"$touched" | sed 's/^/  /'

# 3. the checks that cover a listing attribute, from the migration to the REST contract
npm run --silent db:check
npm run --silent schema:compat
bash .ci/check-sizes.sh
npm run --silent typecheck
npx biome ci --reporter=summary . >/dev/null
npx vitest run --project unit schema/src/listing-rules.test.ts schema/src/services/listings.test.ts web/src/features/listings
npx vitest run --project integration rest-facade/src/routes/listings-matches.int.test.ts
# without --rest this shows REST still answering exactly the documented listing, without the attribute
npx vitest run --project contracts contracts/listings.spec.ts
echo "new-listing-attribute: the throwaway attribute passed the checks; removing it"
