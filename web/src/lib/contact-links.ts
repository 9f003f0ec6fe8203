// Where another student's contact details lead once both revealed (issue 39): an Instagram handle to
// its profile page, a LinkedIn profile to LinkedIn. Only what is plainly one of those becomes a link;
// anything else stays text, so a stored value can never send a student to another site.
/** An Instagram handle (the server allows one @ and Instagram's alphabet, ≤ 30) as its profile page. */
export function instagramUrl(value: string | null | undefined): string | null {
  // only a handle (the server allows nothing else, issue 39): a stored URL from before is no link
  const handle = value?.trim().replace(/^@/, '');
  if (!handle || !/^[A-Za-z0-9._]{1,30}$/.test(handle)) return null;
  return `https://www.instagram.com/${encodeURIComponent(handle)}/`;
}

/** A LinkedIn profile as a link target: full URLs pass, bare paths or names get the site prefixed. */
export function linkedinUrl(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return v;
  if (/^(www\.)?linkedin\.com\//i.test(v)) return `https://${v}`;
  return /^[A-Za-z0-9-]{3,100}$/.test(v) ? `https://www.linkedin.com/in/${v}` : null;
}

/** An email address as a mailto: link target. */
export function mailtoUrl(email: string): string {
  return `mailto:${encodeURI(email)}`;
}
