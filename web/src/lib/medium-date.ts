// "Nov 20, 2026" (en-US, medium date) on the campus's calendar (America/New_York, as the server's campus
// day): the match card's "updated" date and the swap claim's closing day. The campus's, not the reader's:
// the server renders these pages (ADR 293) and the browser hydrates them, so both must write the same
// day; with the reader's zone a card updated near midnight read one day on the server and another in the
// browser (React error #418 on /matches). Written out rather than with Intl.DateTimeFormat: the page's
// first Intl formatter loads the locale data, 20-90 ms of a phone's main thread in the middle of
// /matches' first render (ADR 162, ADR 164 step 5). medium-date.test.ts checks it against Intl.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HOUR = 3_600_000;

/** The n-th Sunday (1-based) of a month, at `hourUtc` UTC. */
function sunday(year: number, month: number, n: number, hourUtc: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - first) % 7) + 7 * (n - 1), hourUtc);
}

/** New York's offset from UTC in hours: daylight time from the second Sunday of March, 2:00 local
 * (7:00 UTC), to the first Sunday of November, 2:00 local (6:00 UTC), as US law has it since 2007. */
function campusOffset(time: number): number {
  const year = new Date(time).getUTCFullYear();
  return time >= sunday(year, 2, 2, 7) && time < sunday(year, 10, 1, 6) ? -4 : -5;
}

export function mediumDate(date: Date): string {
  const campus = new Date(date.getTime() + campusOffset(date.getTime()) * HOUR);
  return `${MONTHS[campus.getUTCMonth()]} ${campus.getUTCDate()}, ${campus.getUTCFullYear()}`;
}
