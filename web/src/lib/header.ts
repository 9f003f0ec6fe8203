import { paths } from '../paths.ts';

export type HeaderVariant = 'hidden' | 'back' | 'brand';

const backArrowPaths: readonly string[] = [
  paths.post,
  paths.account,
  paths.profileSetup,
  paths.terms,
  paths.privacy,
];

function normalize(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.toLowerCase();
}

/** Header rules of the spec: hidden on /matches, a back arrow to /matches on the "detail" pages, brand elsewhere. */
export function headerVariant(pathname: string): HeaderVariant {
  const path = normalize(pathname);
  if (path === paths.matches) return 'hidden';
  if (backArrowPaths.includes(path)) return 'back';
  return 'brand';
}
