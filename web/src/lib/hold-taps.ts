// Taps and submits on a server-rendered page before React owns it (ADR 265, kept by ADR 293: React 19
// replays no event that came before hydrateRoot, and drops one on a part still suspended). The page
// looks ready before React's listeners are there: a tap on a button would do nothing, and a submitted
// form would make the browser's own GET to this URL with the fields in the query string (a password in
// the address bar and the access log). So until the app says it owns the page (`markLive`, once the
// page's hydration committed), a submit or a tap on a button is stopped in the capture phase on the
// document (before React's listeners on #root see it: React would otherwise hydrate the target on the
// spot and run the handler, and the replay would run it again), and the last one is replayed once the
// app is live. Links keep their native navigation: the server renders the next page. A module of its
// own: the page's first script (hydrate.ts) has it before the app's code.
// live.ts's event (not imported: this module would then share a chunk with the app's entry)
const LIVE_EVENT = 'campus-swap:live';

/** From the server-rendered page's entry (hydrate.ts), before the app's code is fetched. */
export function holdTapsUntilLive(): void {
  if (document.documentElement.dataset.live) return;
  let replay: (() => void) | null = null;
  const servedPath = location.pathname;

  const live = () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    const held = replay;
    replay = null;
    // a task of its own: not inside the React effect that announced the page live
    if (held) setTimeout(held, 0);
  };

  function hold(event: Event) {
    if (document.documentElement.dataset.live) return;
    // the app already moved off the page the server rendered (a redirect, e.g. to the landing page,
    // which never announces itself live): React owns the document, so stop holding
    if (location.pathname !== servedPath) {
      live();
      return;
    }
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (event.type === 'submit') {
      if (!(target instanceof HTMLFormElement)) return;
      const submitter = (event as SubmitEvent).submitter;
      replay = () => {
        if (target.isConnected)
          target.requestSubmit(
            submitter && 'form' in submitter && submitter.form === target ? submitter : null,
          );
      };
    } else {
      const button = target.closest<HTMLElement>(
        'button, input[type="submit"], input[type="button"], [role="button"]',
      );
      if (!button || button.closest('a[href]')) return;
      replay = () => {
        if (button.isConnected) button.click();
      };
    }
    event.preventDefault();
    event.stopPropagation();
  }

  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener(LIVE_EVENT, live, { once: true });
}
