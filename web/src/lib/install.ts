// The install-app offer: keep the browser's beforeinstallprompt event, offer our own small banner instead,
// never when already running as an installed app, and not again in this session once dismissed.
import { useSyncExternalStore } from 'react';

export const INSTALL_DISMISSED_KEY = 'campus-swap:install-dismissed';

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export function shouldOfferInstall(input: {
  hasPrompt: boolean;
  standalone: boolean;
  dismissed: boolean;
}): boolean {
  return input.hasPrompt && !input.standalone && !input.dismissed;
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

function isDismissed(): boolean {
  try {
    return sessionStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
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

export function dismissInstall(): void {
  try {
    sessionStorage.setItem(INSTALL_DISMISSED_KEY, '1');
  } catch {
    // storage blocked: the banner still goes away for this page view
  }
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
  return shouldOfferInstall({
    hasPrompt: deferred !== null,
    standalone: isStandalone(),
    dismissed: isDismissed(),
  });
}

export function useInstallOffer(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
