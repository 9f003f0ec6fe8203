// Loading placeholders shaped like the content they stand in for (no spinners for lists).

/** Widths in percent of the line (styles/skeletons.css): classes, since the CSP allows no inline style
 * and a server-rendered page (ADR 293) would carry a `style` attribute in its HTML. */
type Width = 50 | 55 | 60 | 70 | 75 | 90 | 100;

export function Skeleton({
  width = 100,
  size = 'line',
  className = '',
}: {
  width?: Width;
  /** line 1rem, title 1.25rem, heading 2rem high */
  size?: 'line' | 'title' | 'heading';
  className?: string;
}) {
  return (
    <span
      className={`skeleton skeleton--w${width} skeleton--${size} ${className}`.trim()}
      aria-hidden="true"
    />
  );
}

export function SkeletonCard() {
  return (
    <div className="skeleton-card" aria-hidden="true">
      <Skeleton width={55} size="title" />
      <Skeleton width={90} />
      <Skeleton width={75} />
    </div>
  );
}

export function SkeletonList({ count = 3, label = 'Loading' }: { count?: number; label?: string }) {
  return (
    <div className="skeleton-list" role="status" aria-live="polite">
      <span className="visually-hidden">{label}…</span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders that never reorder
        <SkeletonCard key={i} />
      ))}
    </div>
  );
}

/** Fallback for a lazily loaded page: a heading-sized bar and a few cards. */
export function PageSkeleton() {
  return (
    <div className="page page-skeleton">
      <Skeleton width={60} size="heading" />
      <SkeletonList count={3} label="Loading page" />
    </div>
  );
}
