// One list of the support desk (docs/decisions/297-a-support-desk-without-dead-ends.md): its title with
// the whole list's count, the rows of this page, and Previous / Next, so a long list stays a screenful
// on a 320 px phone and nothing is out of reach.
import { type ReactNode, useId } from 'react';

type Props = {
  title: string;
  /** the whole list's length, as the server counts it (undefined while loading) */
  total: number | undefined;
  empty: string;
  loading: boolean;
  /** this page's rows, each an <li> */
  children: ReactNode[];
  page: number;
  hasNext: boolean;
  onNext(): void;
  onPrevious(): void;
  testId: string;
  /** what sits between the title and the rows (e.g. the audit log's filter) */
  lead?: ReactNode;
};

export function DeskList({
  title,
  total,
  empty,
  loading,
  children,
  page,
  hasNext,
  onNext,
  onPrevious,
  testId,
  lead,
}: Props) {
  const headingId = useId();
  return (
    <section className="account-section desk-list" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="account-section__title">
        {title}
        {total === undefined ? '' : ` (${total})`}
      </h2>
      {lead}
      {children.length === 0 ? loading ? <p>Loading…</p> : <p>{empty}</p> : null}
      <ul className="desk-list__items" aria-label={title}>
        {children}
      </ul>
      {page > 1 || hasNext ? (
        <nav className="desk-list__pager" aria-label={`${title}: pages`}>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={page <= 1}
            onClick={onPrevious}
          >
            Previous
          </button>
          <span>Page {page}</span>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={!hasNext}
            onClick={onNext}
          >
            Next
          </button>
        </nav>
      ) : null}
    </section>
  );
}
