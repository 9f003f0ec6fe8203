// /requests: the swap requests the server computes (incoming, outgoing, connected), reached from the
// matches screen. Incoming requests can be answered here by revealing back.
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { SkeletonList } from '../../../components/Skeleton.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { paths } from '../../../paths.ts';
import { useRevealBack, useSwapRequests } from '../api/requests.ts';
import { RequestItem, type SwapRequestItem } from './RequestItem.tsx';
import '../requests.css';

const SECTIONS = [
  { kind: 'incoming', title: 'Interested in you', empty: 'Nobody is waiting for your answer.' },
  { kind: 'connected', title: 'Connected', empty: 'No connections yet.' },
  { kind: 'outgoing', title: 'Waiting for them', empty: 'You have no open requests.' },
] as const;

export function RequestsPage() {
  usePageTitle('Swap requests');
  const { showToast } = useToast();
  const { data, loading, refetch } = useSwapRequests();
  const [revealBack, { loading: revealing }] = useRevealBack();
  const [confirming, setConfirming] = useState<SwapRequestItem | null>(null);

  const confirm = async () => {
    const item = confirming;
    if (!item?.listingId) return;
    try {
      await revealBack(item.listingId);
      showToast('Contact information shared! You can now reach out.', 'success');
    } catch {
      showToast('Failed to reveal. Please try again.', 'error');
      refetch().catch(() => {});
    } finally {
      setConfirming(null);
    }
  };

  const requests = data?.swapRequests;
  return (
    <div className="page page--narrow requests-page">
      <p>
        <Link to={paths.matches}>Back to matches</Link>
      </p>
      <h1>Swap requests</h1>
      {/* a swap's later life (claimed, done, called off) and its record are on /swaps (ADR 294) */}
      <p>
        <Link to={paths.swaps}>Your swaps: said done, done and called off</Link>
      </p>
      {!requests && loading ? <SkeletonList count={2} label="Loading requests" /> : null}
      {!requests && !loading ? (
        <div role="alert">
          <p>Failed to load your requests.</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => refetch().catch(() => {})}
          >
            Try again
          </button>
        </div>
      ) : null}
      {requests
        ? SECTIONS.map((section) => {
            const items = requests[section.kind];
            return (
              <section
                key={section.kind}
                className="requests-section"
                aria-labelledby={`req-${section.kind}`}
              >
                <h2 id={`req-${section.kind}`}>
                  {section.title} <span className="requests-count">({items.length})</span>
                </h2>
                {items.length === 0 ? <p className="requests-empty">{section.empty}</p> : null}
                <ul className="requests-list">
                  {items.map((item) => (
                    <li key={`${item.listingId ?? item.userName}-${String(item.createdAt)}`}>
                      <RequestItem
                        item={item}
                        kind={section.kind}
                        busy={revealing}
                        onRevealBack={() => setConfirming(item)}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        : null}
      <ConfirmDialog
        open={confirming !== null}
        title="Reveal your interest?"
        confirmLabel="Reveal"
        busy={revealing}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {confirming?.userName ?? 'This student'} already revealed interest in you. Revealing back connects
          you: you will each see the other’s email, Instagram and LinkedIn.
        </p>
      </ConfirmDialog>
    </div>
  );
}
