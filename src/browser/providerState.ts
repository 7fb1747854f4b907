// The `state` of a provider sign-in, kept in this tab's sessionStorage from the click on a provider
// button until the provider sends the shopper back: a `state` that this tab did not send is
// refused before anything reaches the store (RFC 6749 §10.12, cross-site request forgery). The
// store checks it too (signature, expiry, single use). Storage can be missing or blocked; then
// nothing is kept, and the sign-in is refused on return.
import { storedItems } from './storedItems';

const providerStateKey = storedItems.providerState.name;

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the `state` an authorization URL carries, as the shopper leaves for the provider. */
export function rememberProviderState(authorizationUrl: string): void {
  try {
    const state = new URL(authorizationUrl).searchParams.get('state');
    if (state) tabStorage()?.setItem(providerStateKey, state);
    else tabStorage()?.removeItem(providerStateKey);
  } catch {
    // Not a URL, or storage blocked: nothing is kept.
  }
}

/** The `state` kept for the sign-in under way, forgotten as it is read: it is good for one return. */
export function takeProviderState(): string | null {
  const storage = tabStorage();
  try {
    const state = storage?.getItem(providerStateKey) ?? null;
    storage?.removeItem(providerStateKey);
    return state;
  } catch {
    return null;
  }
}
