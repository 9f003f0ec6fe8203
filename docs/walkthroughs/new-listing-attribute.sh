#!/usr/bin/env bash
# ADR 240's walkthrough: adds a throwaway student-entered listing attribute (`floor`, an optional whole
# number on DORM listings) the way a developer would, lists the files it touches, runs the checks that
# cover it, and removes it again. It measures how many files a new listing attribute costs; rerun it
# after a change meant to lower that number, and update docs/decisions/240-*.md with what it prints.
#   bash docs/walkthroughs/new-listing-attribute.sh      (a clean working tree; takes a few minutes)
# The hand edits are the patch below (against the tree of the ADR's commit): when it no longer applies,
# the files it names moved, which is itself worth a look before refreshing it.
set -euo pipefail
cd "$(dirname "$0")/../.."
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

# 1. the hand edits: the column, the service rule, the GraphQL type, the screen (and what else it needs)
git apply <<'PATCH'
diff --git a/contracts/listings.spec.ts b/contracts/listings.spec.ts
index 90229cf..6915af3 100644
--- a/contracts/listings.spec.ts
+++ b/contracts/listings.spec.ts
@@ -36,2 +36,3 @@ describe('GET /api/listings/me and POST /api/listings', () => {
       notes: 'Quiet floor, near the bus stop.',
+      floor: null,
       active: true,
diff --git a/prisma/listing.prisma b/prisma/listing.prisma
index 17d2091..2d21558 100644
--- a/prisma/listing.prisma
+++ b/prisma/listing.prisma
@@ -26,2 +26,3 @@ model Listing {
   notes         String?
+  floor         Int? // DORM: the floor of the room now (throwaway: ADR 240's walkthrough)
   active        Boolean     @default(true)
diff --git a/rest-facade/src/documents/fragments.graphql b/rest-facade/src/documents/fragments.graphql
index 7c217ac..230be2f 100644
--- a/rest-facade/src/documents/fragments.graphql
+++ b/rest-facade/src/documents/fragments.graphql
@@ -32,2 +32,3 @@ fragment RestListing on Listing {
   notes
+  floor
   active
diff --git a/schema/src/services/listings.test.ts b/schema/src/services/listings.test.ts
index 621466f..670fc1e 100644
--- a/schema/src/services/listings.test.ts
+++ b/schema/src/services/listings.test.ts
@@ -24,3 +24,3 @@ describe('validateListing: DORM', () => {
       validateListing({ ...DORM, permitNow: 'Busch - Resident', permitWant: 'x', notes: '  hi  ' }),
-    ).toEqual({ ...dormRow(), notes: 'hi' });
+    ).toEqual({ ...dormRow(), notes: 'hi', floor: null });
   });
@@ -78,2 +78,7 @@ describe('validateListing: DORM', () => {
 
+  it('a floor is a whole number from 0 to 40', () => {
+    expect(validateListing({ ...DORM, floor: 3 }).floor).toBe(3);
+    expect(fieldsOf({ ...DORM, floor: 41 })).toEqual({ floor: 'Floor must be a whole number from 0 to 40.' });
+  });
+
   it('notes at most 500 characters', () => {
@@ -90,3 +95,3 @@ describe('validateListing: PARKING', () => {
       validateListing({ ...PARKING, campusNow: 'Busch', dormWant: ['Quad I'], flexible: false }),
-    ).toEqual({ ...parkingRow(), notes: null });
+    ).toEqual({ ...parkingRow(), notes: null, floor: null });
   });
diff --git a/schema/src/services/listings.ts b/schema/src/services/listings.ts
index c3003e1..fd07d7e 100644
--- a/schema/src/services/listings.ts
+++ b/schema/src/services/listings.ts
@@ -26,2 +26,3 @@ export type ListingInput = {
   notes?: string | null;
+  floor?: number | null;
 };
@@ -37,3 +38,3 @@ export type PreferencesInput = Pick<
  */
-export type ListingData = MatchableListing & Pick<Listing, 'notes'> & { moveWhen: string };
+export type ListingData = MatchableListing & Pick<Listing, 'notes' | 'floor'> & { moveWhen: string };
 
@@ -82,2 +83,5 @@ export function validateListing(input: ListingInput): ListingData {
     const roomTypeWant = uniqueList(input.roomTypeWant);
+    const floor = input.floor ?? null;
+    if (floor !== null && (!Number.isInteger(floor) || floor < 0 || floor > 40))
+      fields.floor = 'Floor must be a whole number from 0 to 40.';
 
@@ -116,2 +120,3 @@ export function validateListing(input: ListingInput): ListingData {
       roomTypeWant,
+      floor,
       permitNow: null,
@@ -138,2 +143,3 @@ export function validateListing(input: ListingInput): ListingData {
       roomTypeWant: [],
+      floor: null,
       permitNow,
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
diff --git a/test-support/src/documented-shapes.ts b/test-support/src/documented-shapes.ts
index 1c04122..4ad8141 100644
--- a/test-support/src/documented-shapes.ts
+++ b/test-support/src/documented-shapes.ts
@@ -29,2 +29,3 @@ export const LISTING_KEYS = [
   'flexible',
+  'floor',
   'id',
diff --git a/web/src/features/listings/api/listing.ts b/web/src/features/listings/api/listing.ts
index 4a5e0be..97543e8 100644
--- a/web/src/features/listings/api/listing.ts
+++ b/web/src/features/listings/api/listing.ts
@@ -25,2 +25,3 @@ export const ListingFields = graphql(`
     notes
+    floor
     active
diff --git a/web/src/features/listings/components/PostPage.tsx b/web/src/features/listings/components/PostPage.tsx
index a53215a..db767e4 100644
--- a/web/src/features/listings/components/PostPage.tsx
+++ b/web/src/features/listings/components/PostPage.tsx
@@ -260,2 +260,8 @@ export function PostPage() {
                 />
+                <SelectField
+                  label="Floor (optional)"
+                  placeholder="Select a floor"
+                  options={Array.from({ length: 41 }, (_, floor) => String(floor))}
+                  {...bindHave('floor')}
+                />
                 <SelectField
diff --git a/web/src/features/listings/wizard.ts b/web/src/features/listings/wizard.ts
index 99af22c..3f55a16 100644
--- a/web/src/features/listings/wizard.ts
+++ b/web/src/features/listings/wizard.ts
@@ -25,2 +25,3 @@ export interface HaveValues {
   roomTypeNow: string;
+  floor: string;
   permitCampusNow: string;
@@ -48,2 +49,3 @@ export const emptyHave = (type: ListingType = 'DORM'): HaveValues => ({
   roomTypeNow: '',
+  floor: '',
   permitCampusNow: '',
@@ -178,2 +180,3 @@ export function toListingInput(have: HaveValues, want: WantValues) {
     roomTypeNow: have.roomTypeNow,
+    floor: have.floor === '' ? null : Number(have.floor),
     campusWant: want.campusWant,
@@ -216,2 +220,3 @@ export function haveFromListing(listing: StoredListing): HaveValues {
     roomTypeNow: listing.roomTypeNow ?? '',
+    floor: listing.floor == null ? '' : String(listing.floor),
     permitCampusNow: permit.campus,
@@ -253,2 +258,3 @@ export function parseDraft(raw: string | null): HaveValues | null {
     roomTypeNow: str(b.roomTypeNow),
+    floor: str(b.floor),
     permitCampusNow: str(b.permitCampusNow),
@@ -274,2 +280,3 @@ export function sanitizeHave(
     roomTypeNow: catalog.roomTypes.includes(values.roomTypeNow) ? values.roomTypeNow : '',
+    floor: values.floor,
     permitCampusNow: campusNames.includes(values.permitCampusNow) ? values.permitCampusNow : '',
@@ -304,2 +311,3 @@ const haveFields = new Set([
   'roomTypeNow',
+  'floor',
   'permitCampusNow',
PATCH
# 2. what the tools write: the migration (db:diff appends it to landing-order.txt) and the generated code
npm run --silent db:diff -- walkthrough_floor
npm run --silent prisma:generate >/dev/null
npm run --silent codegen >/dev/null

generated='^(schema/schema\.graphql|web/src/gql/|rest-facade/src/generated/|rest-facade/src/documents/generated/)'
tests='(\.test\.tsx?|\.spec\.ts|^test-support/)'
touched=$(git status --porcelain --untracked-files=all | cut -c4-)
hand=$(grep -Ev "$generated" <<<"$touched" | grep -Ev "$tests" | grep -v '^prisma/migrations/' || true)
echo "product files edited by hand ($(grep -c . <<<"$hand")):"; sed 's/^/  /' <<<"$hand"
echo "written by db:diff:"; grep '^prisma/migrations/' <<<"$touched" | sed 's/^/  /'
echo "test files:"; grep -E "$tests" <<<"$touched" | sed 's/^/  /'
echo "generated by codegen:"; grep -E "$generated" <<<"$touched" | sed 's/^/  /'

# 3. the checks that cover a listing attribute, from the migration to the REST contract
npm run --silent db:check
npm run --silent schema:compat
bash .ci/check-sizes.sh
npm run --silent typecheck
npx biome ci --reporter=summary . >/dev/null
npx vitest run --project unit schema/src/services/listings.test.ts web/src/features/listings
npx vitest run --project integration rest-facade/src/routes/listings-matches.int.test.ts
npx vitest run --project contracts contracts/listings.spec.ts
echo "new-listing-attribute: the throwaway attribute passed the checks; removing it"
