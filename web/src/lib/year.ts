// A class year as every screen shows it: "Junior", never the catalog's "junior" on one card and
// "Junior" on another (issue 39). The value sent to the server stays the catalog's exact string.

/** "freshman" -> "Freshman" for display. */
export function yearLabel(year: string): string {
  return year.charAt(0).toUpperCase() + year.slice(1);
}
