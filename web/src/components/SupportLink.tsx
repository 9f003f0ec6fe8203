import { useSupportEmail } from '../lib/config.ts';

export function SupportLink({ className }: { className?: string }) {
  const email = useSupportEmail();
  return (
    <a className={className} href={`mailto:${email}`}>
      {email}
    </a>
  );
}
