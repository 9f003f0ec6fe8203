// The listings the /api/listings specs post, the documented listing keys (test-support), and the refusal they expect.
import { validationFailed } from './answers.ts';
import { asStudent } from './pactum.ts';

export { LISTING_KEYS } from '@campus-swap/test-support/documented-shapes';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
export const PERMIT_HINT = "as '<campus> - <permit type>', e.g. 'Busch - Resident'";

// Halls used only by the listings specs, so that matches of other files are not disturbed much.
export const DORM = {
  type: 'DORM',
  campusNow: 'Busch',
  dormNow: 'Metzger Hall',
  roomTypeNow: 'Double',
  campusWant: ['Livingston', 'Livingston', ' Busch '],
  dormWant: ['Lynton Towers North', 'Lynton Towers North', 'Mattia Hall'],
  roomTypeWant: ['Single', 'Suite'],
  moveWhen: 'End of Semester',
  flexible: false,
  notes: '  Quiet floor, near the bus stop.  ',
};

export const PARKING = {
  type: 'PARKING',
  permitNow: 'Livingston - Commuter',
  permitWant: 'Cook/Douglass - Commuter',
  moveWhen: 'ASAP',
  flexible: true,
  notes: '',
};

/** Asserts a 400 VALIDATION_FAILED whose `fields` are exactly `fields`. */
export async function expectRefused(
  token: string,
  body: Record<string, unknown>,
  fields: Record<string, string>,
) {
  await asStudent(token)
    .post('/api/listings')
    .withJson(body)
    .expectStatus(400)
    .expectJson(validationFailed(fields));
}
