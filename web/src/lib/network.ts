// Network status for the offline notice: the browser's online/offline events plus the outcome of our own
// data requests (a request that fails to reach the server while the browser still claims to be online).
import { useSyncExternalStore } from 'react';

type Listener = () => void;

let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
let requestFailed = false;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    browserOnline = true;
    requestFailed = false;
    emit();
  });
  window.addEventListener('offline', () => {
    browserOnline = false;
    emit();
  });
}

export function reportNetworkError(): void {
  if (!requestFailed) {
    requestFailed = true;
    emit();
  }
}

export function reportNetworkOk(): void {
  if (requestFailed) {
    requestFailed = false;
    emit();
  }
}

export function isOffline(): boolean {
  return !browserOnline || requestFailed;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/**
 * fetch() that records whether the server was reachable. Only a rejected fetch (no answer at all) counts
 * as a network error; an HTTP error status means the server answered.
 */
export const trackedFetch: typeof fetch = async (input, init) => {
  try {
    const response = await fetch(input, init);
    reportNetworkOk();
    return response;
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) reportNetworkError();
    throw error;
  }
};
