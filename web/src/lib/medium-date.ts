// "Nov 20, 2026" (en-US, medium date, the reader's time zone): the match card's "updated" date and the swap
// claim's closing day. Written out rather than with Intl.DateTimeFormat: the page's first Intl formatter
// loads the locale data, 20-90 ms of a phone's main thread in the middle of /matches' first render (ADR
// 162); created at a module's top level (the swap claim's, ADR 164 step 5) it was most of the ~100 ms
// evaluation of the signed-in chunk. card-text.test.ts checks it against Intl's own format.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export function mediumDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
