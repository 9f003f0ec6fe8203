// The emails the account system sends: plain text and HTML, same content.
import { OTP_TTL_SECONDS } from '../constants.ts';
import type { MailMessage } from '../context.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The sign-in link of a code mail (ADR 281): the secret rides in the fragment, which no server sees. */
export function signInLink(appOrigin: string, email: string, link: string): string {
  return `${appOrigin}/login#email=${encodeURIComponent(email)}&code=${link}`;
}

export function codeEmail(options: {
  to: string;
  code: string;
  /** the sign-in link's secret (./otp.ts) */
  link: string;
  supportEmail: string;
  appOrigin: string;
  /** what is left of the code's life when the mail goes out late (a retry, ADR 217) */
  minutesLeft?: number;
}): MailMessage {
  const minutes = options.minutesLeft ?? Math.round(OTP_TTL_SECONDS / 60);
  const { to, code, supportEmail, appOrigin } = options;
  // the subject shows on lock screens: the code stays in the body (ADR 281)
  const subject = 'Your Campus Swap sign-in code';
  const url = signInLink(appOrigin, to, options.link);
  const expiry = `It expires in ${minutes} minute${minutes === 1 ? '' : 's'} and works once.`;
  const text = [
    `Your Campus Swap verification code is ${code}`,
    '',
    `Enter it on the sign-in page to continue. ${expiry}`,
    '',
    'Or sign in on this device with this link:',
    url,
    '',
    'If you did not ask for this code, you can ignore this email: nobody can sign in without it.',
    `Questions? ${supportEmail}`,
    '',
    `Campus Swap - ${appOrigin}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>Your Campus Swap verification code is</p>
<p style="font-size: 28px; font-weight: 700; letter-spacing: 4px">${escapeHtml(code)}</p>
<p>Enter it on the sign-in page to continue. ${expiry}</p>
<p>Or sign in on this device: <a href="${escapeHtml(url)}">Sign in to Campus Swap</a></p>
<p>If you did not ask for this code, you can ignore this email: nobody can sign in without it.</p>
<p>Questions? <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a></p>
<p style="color: #666"><a href="${escapeHtml(appOrigin)}">Campus Swap</a></p>
</body></html>`;
  return { to, subject, text, html };
}
