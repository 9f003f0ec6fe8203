// /matches: ranked match cards. The shell hides its header here, so the page brings its own top bar.
// Bottom tabs Dorm / Parking (with counts), sub-tabs My Preference / Other, reveal with confirmation.
import { HiddenBySupportNotice } from '../../../components/HiddenBySupportNotice.tsx';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/BrandMark.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { SkeletonList } from '../../../components/Skeleton.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { useRules } from '../../../lib/config.ts';
import { markInstallEarned } from '../../../lib/install.ts';
import { useWaitsForTerms } from '../../../lib/session.ts';
import { useDoneSwap } from '../../../lib/swaps.ts';
import { useProfileRequired } from '../../../lib/useProfileRequired.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { paths } from '../../../paths.ts';
import { useMatches, useReveal } from '../api/matches.ts';
import {
  emptyMessage,
  initialSubTab,
  initialType,
  type MatchType,
  matchTypes,
  partitionCards,
  type SubTab,
  subTabCounts,
  subTabLabel,
  subTabs,
  tabCounts,
  typeLabel,
} from '../partition.ts';
import { revealToast } from '../card-text.ts';
import { CycleSection } from './CycleSection.tsx';
import { InterestBanner } from './InterestBanner.tsx';
import { type MatchCard, MatchCardView } from './MatchCardView.tsx';
import { TabList, TabPanel, tabId } from './Tabs.tsx';
import { countOf, noun } from '../../../lib/plural.ts';
import '../matches.css';

export function MatchesPage() {
  usePageTitle('Your matches');
  const { showToast } = useToast();
  // how often the job re-checks matches is the server's rule (ADR 080), not a number of the page's
  const rules = useRules();
  const { data, loading, error, refetch } = useMatches();
  const doneSwap = useDoneSwap(data?.matches.myListing?.active === false);
  const [reveal, { loading: revealing }] = useReveal();

  const matches = data?.matches;
  const parts = useMemo(() => partitionCards(matches?.cards ?? []), [matches]);
  const anyCard = (matches?.cards.length ?? 0) > 0;
  // matches seen: the install offer may show from now on (ADR 305)
  useEffect(() => {
    if (anyCard) markInstallEarned();
  }, [anyCard]);
  const totals = matches
    ? {
        type: matches.myListing?.type,
        preferenceCount: matches.preferenceCount,
        otherCount: matches.otherCount,
      }
    : undefined;
  const counts = tabCounts(parts, totals);
  const subCounts = subTabCounts(parts, totals);

  const [type, setType] = useState<MatchType | null>(null);
  const [subTab, setSubTab] = useState<SubTab | null>(null);
  const [confirming, setConfirming] = useState<MatchCard | null>(null);
  const [openContacts, setOpenContacts] = useState<ReadonlySet<string>>(new Set());

  const currentType = type ?? initialType(matches?.myListing?.type);
  const currentSub = subTab ?? initialSubTab(parts, currentType);
  const listed = parts[currentType][currentSub];

  const redirectIfProfileRequired = useProfileRequired(error);

  // Refused for terms not yet accepted: the terms modal is over the page; load again once accepted.
  const waitsForTerms = useWaitsForTerms(error, refetch);

  const chooseType = (next: MatchType) => {
    setType(next);
    setSubTab(null);
  };

  const seeOtherOptions = () => {
    const next: SubTab = 'OTHER';
    setSubTab(next);
    // Keep keyboard users oriented: focus lands on the tab that is now selected.
    window.requestAnimationFrame(() => document.getElementById(tabId('matches-sub', next))?.focus());
  };

  const toggleContact = (id: string) =>
    setOpenContacts((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const confirmReveal = async () => {
    const card = confirming;
    if (!card) return;
    try {
      const result = await reveal(card);
      const status = result.data?.reveal.status;
      showToast(revealToast(status), 'success');
      if (String(status).toLowerCase() === 'connected') setOpenContacts((open) => new Set(open).add(card.id));
    } catch (revealError) {
      if (redirectIfProfileRequired(revealError)) return;
      showToast('Failed to reveal. Please try again.', 'error');
      // A refusal carries no card (the listing may be gone meanwhile): load the matches again.
      refetch().catch(() => {});
    } finally {
      setConfirming(null);
    }
    // No reload: the answer carries the card, and useReveal updates the cache from it (ADR 107).
  };

  let body: ReactNode;
  if ((!matches && loading) || waitsForTerms) {
    body = <SkeletonList count={3} label="Loading matches" />;
  } else if (!matches) {
    body = (
      <div className="matches-state" role="alert">
        <p className="matches-state__title">Failed to load matches</p>
        <button type="button" className="button button--secondary" onClick={() => refetch().catch(() => {})}>
          Try again
        </button>
      </div>
    );
  } else if (matches.myListing?.active === false && doneSwap) {
    // the room went in a swap: say so, and do not nudge the student to re-list it (ADR 294)
    body = (
      <div className="matches-state" data-testid="swapped-state">
        <p className="matches-state__title">{doneSwap.headline}</p>
        <p>Your listing closed with the swap. The housing office's step and the record are on Your swaps.</p>
        <Link to={paths.swaps} className="button button--primary">
          See your swaps
        </Link>
      </div>
    );
  } else if (!matches.myListing || matches.myListing.active === false) {
    body = (
      <div className="matches-state">
        <p className="matches-state__title">
          {matches.myListing ? 'Your listing is not active' : 'Post your listing to see matches'}
        </p>
        <p>
          {matches.myListing
            ? 'It is hidden from other students. Save it again (you can change it first) to see matches.'
            : 'Tell other students what you have and what you want, and we will find who fits.'}
        </p>
        <Link to={paths.post} className="button button--primary">
          {matches.myListing ? 'Reactivate your listing' : 'Post a listing'}
        </Link>
      </div>
    );
  } else {
    body = (
      <TabPanel idPrefix="matches-type" selected={currentType} className="matches-panel">
        {matches.myListing.hiddenBySupport ? <HiddenBySupportNotice /> : null}
        <h2 className="visually-hidden">{typeLabel[currentType]} matches</h2>
        <TabList
          idPrefix="matches-sub"
          label={`${typeLabel[currentType]} match categories`}
          tabs={subTabs.map((id) => ({
            id,
            label: (
              <>
                <span className="matches-subtab__label">{subTabLabel[id]}</span>{' '}
                <span className="matches-count">({subCounts[currentType][id]})</span>
              </>
            ),
          }))}
          selected={currentSub}
          onSelect={(id: SubTab) => setSubTab(id)}
          className="matches-subtabs"
          tabClassName="matches-subtab"
        />
        <TabPanel idPrefix="matches-sub" selected={currentSub} className="matches-list">
          {error ? (
            <p className="matches-stale" role="status">
              Could not refresh. Showing the last loaded matches.
            </p>
          ) : null}
          {listed.length === 0 ? (
            <div className="matches-state">
              <p className="matches-state__title">{emptyMessage[currentSub]}</p>
              <p>Matches are re-checked{rules ? ` every ${rules.matchRecheckMinutes} minutes` : ''}.</p>
              {currentSub === 'PREFERENCE' ? (
                <button type="button" className="button button--secondary" onClick={seeOtherOptions}>
                  See Other Options
                </button>
              ) : (
                // Other is already the wider net: the way on is wanting more, not a flip back to the first tab.
                <Link to={paths.post} className="button button--secondary">
                  Change what you want
                </Link>
              )}
            </div>
          ) : (
            <>
              {subCounts[currentType][currentSub] > listed.length ? (
                <p className="matches-stale">
                  Showing the best {listed.length} of{' '}
                  {countOf(subCounts[currentType][currentSub], 'match', 'matches')}.
                </p>
              ) : null}
              <ul className="matches-cards">
                {listed.map((card) => (
                  <li key={card.id}>
                    <MatchCardView
                      card={card}
                      contactOpen={openContacts.has(card.id)}
                      onToggleContact={() => toggleContact(card.id)}
                      onReveal={() => setConfirming(card)}
                      revealing={revealing}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </TabPanel>
      </TabPanel>
    );
  }

  const showTabs = Boolean(matches?.myListing);
  return (
    <div className={`page matches-page${showTabs ? ' matches-page--tabs' : ''}`}>
      <div className="matches-top">
        <Link to={paths.home} className="matches-top__brand" aria-label="Campus Swap home">
          <BrandMark size={28} />
        </Link>
        <h1 className="matches-top__title">Your matches</h1>
        <nav className="matches-top__nav" aria-label="Main">
          <Link to={paths.post}>{matches?.myListing ? 'Edit listing' : 'Post'}</Link>
          <Link to={paths.requests}>Requests</Link>
          <Link to={paths.account}>Account</Link>
        </nav>
      </div>
      {matches?.interestedCount ? <InterestBanner count={matches.interestedCount} /> : null}
      {matches?.cycles.length ? (
        <CycleSection cycles={matches.cycles} onChanged={() => refetch().catch(() => {})} />
      ) : null}
      {body}
      {showTabs ? (
        <TabList
          idPrefix="matches-type"
          label="Listing type"
          tabs={matchTypes.map((id) => ({
            id,
            label: (
              <>
                <span className="matches-bottom__label">{typeLabel[id]}</span>
                <span
                  className={`matches-bottom__count${counts[id] === 0 ? ' matches-bottom__count--zero' : ''}`}
                >
                  {counts[id]}
                </span>
                <span className="visually-hidden"> {noun(counts[id], 'match', 'matches')}</span>
              </>
            ),
          }))}
          selected={currentType}
          onSelect={chooseType}
          className="matches-bottom"
          tabClassName="matches-bottom__tab"
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title="Reveal your interest?"
        confirmLabel="Reveal"
        busy={revealing}
        onConfirm={confirmReveal}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {confirming?.userName ?? 'This student'} will see that you are interested. When you have both
          revealed, you will each see the other’s email, Instagram and LinkedIn.
        </p>
      </ConfirmDialog>
    </div>
  );
}
