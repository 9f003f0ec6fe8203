// Loading placeholders shaped like the content they stand in for (no spinners for lists).

export function Skeleton({
  width = '100%',
  height = '1rem',
  className = '',
}: {
  width?: string;
  height?: string;
  className?: string;
}) {
  return <span className={`skeleton ${className}`} style={{ width, height }} aria-hidden="true" />;
}

export function SkeletonCard() {
  return (
    <div className="skeleton-card" aria-hidden="true">
      <Skeleton width="55%" height="1.25rem" />
      <Skeleton width="90%" />
      <Skeleton width="75%" />
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
      <Skeleton width="60%" height="2rem" className="skeleton--heading" />
      <SkeletonList count={3} label="Loading page" />
    </div>
  );
}
