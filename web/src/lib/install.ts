// The install-app offer (ADR 305): keep the browser's beforeinstallprompt event and offer our own small
// banner instead, never when already running as an installed app, only once the student did something
// the app is for (saved a listing, or saw their matches), and not for 30 days after "Not now".
// Both marks live in localStorage so they outlast the tab. The banner sits in the page flow
// (Layout.tsx), so it can never cover a button.
import { useSyncExternalStore } from 'react';

/** When the student last said "Not now" (milliseconds since the epoch, as text). */
export const INSTALL_DISMISSED_KEY = 'campus-swap:install-dismissed-at';
/** Set once the student saved a listing or saw matches: from then on the offer may show. */
export const INSTALL_EARNED_KEY = 'campus-swap:install-earned';
/** How long "Not now" keeps the offer away. */
export const INSTALL_QUIET_MS = 30 * 24 * 60 * 60 * 1000;

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export function shouldOfferInstall(input: {
  hasPrompt: boolean;
  standalone: boolean;
  earned: boolean;
  /** when "Not now" was last chosen, or null */
  dismissedAt: number | null;
  now: number;
}): boolean {
  const quiet = input.dismissedAt !== null && input.now - input.dismissedAt < INSTALL_QUIET_MS;
  return input.hasPrompt && !input.standalone && input.earned && !quiet;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage blocked: the choice holds for this page view only
  }
}

// Read once per page load (the snapshot runs on every render); changed only through the functions below.
let earned: boolean | null = null;
let dismissedAt: number | null | undefined;

function isEarned(): boolean {
  earned ??= read(INSTALL_EARNED_KEY) === '1';
  return earned;
}

function lastDismissed(): number | null {
  if (dismissedAt === undefined) {
    const stored = Number(read(INSTALL_DISMISSED_KEY));
    dismissedAt = read(INSTALL_DISMISSED_KEY) !== null && Number.isFinite(stored) ? stored : null;
  }
  return dismissedAt;
}

/** Starts listening as early as possible: the browser may fire the event before React renders. */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

/**
 * The student did something the app is for (a listing saved, matches seen): the offer may show now.
 * In a task of its own: a page's first touch of localStorage is slow on a phone (~25 ms at 4x for the
 * read and the write), and /matches marks it from its first commit, already a long task (ADR 318).
 */
export function markInstallEarned(): void {
  if (earned === true) return;
  setTimeout(() => {
    if (isEarned()) return;
    earned = true;
    write(INSTALL_EARNED_KEY, '1');
    emit();
  }, 0);
}

export function dismissInstall(): void {
  dismissedAt = Date.now();
  write(INSTALL_DISMISSED_KEY, String(dismissedAt));
  deferred = null;
  emit();
}

export async function acceptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  emit();
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'dismissed') dismissInstall();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): boolean {
  // cheap checks first: without the browser's offer nothing else needs reading
  if (deferred === null) return false;
  return shouldOfferInstall({
    hasPrompt: true,
    standalone: isStandalone(),
    earned: isEarned(),
    dismissedAt: lastDismissed(),
    now: Date.now(),
  });
}

/**
 * Whether to show the offer. The server's render, and the browser's hydration of it, see `false` (the
 * server has no storage and no browser offer), so the markup always matches; React then re-renders
 * with the browser's answer.
 */
export function useInstallOffer(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
