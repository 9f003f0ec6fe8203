import { Link, NavLink, useLocation } from 'react-router';
import { headerVariant } from '../lib/header.ts';
import { useSignedIn } from '../lib/signed-in.ts';
import { paths } from '../paths.ts';
import { BrandMark } from './BrandMark.tsx';

export function Header() {
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  const variant = headerVariant(pathname);
  if (variant === 'hidden') return null;

  return (
    <header className="site-header" data-variant={variant}>
      <div className="site-header__inner">
        {variant === 'back' ? (
          <Link to={paths.matches} className="site-header__back" aria-label="Back to matches">
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="site-header__back-text">Matches</span>
          </Link>
        ) : (
          <Link to={paths.home} className="site-header__brand" aria-label="Campus Swap home">
            <BrandMark size={32} />
            <span className="site-header__brand-text">Campus Swap</span>
          </Link>
        )}
        {signedIn ? (
          <nav className="site-header__nav" aria-label="Main">
            <NavLink to={paths.matches} className="site-header__link">
              Matches
            </NavLink>
            <NavLink to={paths.post} className="site-header__link">
              Post
            </NavLink>
            <NavLink to={paths.account} className="site-header__link">
              Account
            </NavLink>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
