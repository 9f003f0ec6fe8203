import { Link, NavLink, useLocation } from 'react-router';
import { headerVariant } from '../lib/header.ts';
import { useSignedIn } from '../lib/signed-in.ts';
import { paths } from '../paths.ts';
import { BrandMark } from './BrandMark.tsx';
import { Chevron } from './Chevron.tsx';

/**
 * The brand always leads; each destination has one link. On the "detail" pages (spec §2) the way back to
 * /matches carries the back arrow: for a signed-in student that is the Matches link itself (a separate
 * arrow would be a second link to the same place), for a visitor an arrow beside the brand. On a phone a
 * signed-in header shows the brand's mark without the words, so the three links fit from 320 px up.
 */
export function Header() {
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  const variant = headerVariant(pathname);
  if (variant === 'hidden') return null;
  const back = variant === 'back';

  return (
    <header className="site-header" data-variant={variant} data-signed-in={signedIn}>
      <div className="site-header__inner">
        {back && !signedIn ? (
          <Link to={paths.matches} className="site-header__back" aria-label="Back to matches">
            <Chevron direction="back" />
          </Link>
        ) : null}
        <Link to={paths.home} className="site-header__brand" aria-label="Campus Swap home">
          <BrandMark size={32} />
          <span className="site-header__brand-text">Campus Swap</span>
        </Link>
        {signedIn ? (
          <nav className="site-header__nav" aria-label="Main">
            <NavLink
              to={paths.matches}
              className="site-header__link"
              data-back={back || undefined}
              title={back ? 'Back to matches' : undefined}
            >
              {back ? <Chevron direction="back" /> : null}
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
