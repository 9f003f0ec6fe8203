// The other student's contact details, as every card shows them once the server shares them (a match
// card, a 3-way card, a swap's members): the email as a mailto: link, Instagram and LinkedIn as links
// to their profiles, opened apart from the app (lib/contact-links.ts).
import type { ReactNode } from 'react';
import { instagramUrl, linkedinUrl, mailtoUrl } from '../lib/contact-links.ts';

export interface Contact {
  userEmail: string | null;
  userInstagram: string | null;
  userLinkedin: string | null;
}

interface Props {
  contact: Contact;
  /** the accessible name of the list, when the section around it does not give one */
  label?: string;
  /** rows shown before the contact rows (a 3-way swap card names the student first) */
  children?: ReactNode;
  className?: string;
}

export function ContactFacts({ contact, label, children, className = 'match-card__facts' }: Props) {
  return (
    <dl className={className} aria-label={label}>
      {children}
      <dt>Email</dt>
      <dd>
        {contact.userEmail ? <a href={mailtoUrl(contact.userEmail)}>{contact.userEmail}</a> : 'Not shared'}
      </dd>
      <dt>Instagram</dt>
      <dd>
        <ExternalValue value={contact.userInstagram} href={instagramUrl(contact.userInstagram)} />
      </dd>
      <dt>LinkedIn</dt>
      <dd>
        <ExternalValue value={contact.userLinkedin} href={linkedinUrl(contact.userLinkedin)} />
      </dd>
    </dl>
  );
}

function ExternalValue({ value, href }: { value: string | null; href: string | null }) {
  if (!value) return <>Not given</>;
  if (!href) return <>{value}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {value}
    </a>
  );
}
