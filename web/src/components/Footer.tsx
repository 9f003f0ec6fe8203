import { Link } from 'react-router';
import { paths } from '../paths.ts';
import { SupportLink } from './SupportLink.tsx';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="About Campus Swap" className="site-footer__links">
          <Link to={paths.terms}>Terms</Link>
          <Link to={paths.privacy}>Privacy</Link>
          <Link to={paths.developers}>Developers</Link>
        </nav>
        <p className="site-footer__support">
          Questions? <SupportLink />
        </p>
        <p className="site-footer__note">Made for Rutgers–New Brunswick students.</p>
      </div>
    </footer>
  );
}
