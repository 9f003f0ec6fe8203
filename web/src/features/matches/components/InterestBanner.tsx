// The count of "Interested in you" cards on the matches screen, with the way to the request list.
import { Link } from 'react-router';
import { paths } from '../../../paths.ts';

export function InterestBanner({ count }: { count: number }) {
  return (
    <div className="matches-interest" role="status" data-testid="interested-count">
      <p>{count === 1 ? '1 student is' : `${count} students are`} interested in you</p>
      <Link to={paths.requests}>See requests</Link>
    </div>
  );
}
