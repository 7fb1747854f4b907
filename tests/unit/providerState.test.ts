// @vitest-environment jsdom
// The provider sign-in's state, kept in the tab from the click on a provider's button to the
// return: good for one return only, and nothing kept for a URL without one.
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberProviderState, takeProviderState } from '../../src/browser/providerState';

beforeEach(() => window.sessionStorage.clear());

describe('provider state', () => {
  it('keeps the state of the authorization URL for one return', () => {
    rememberProviderState('https://id.example/authorize?client_id=shop&state=abc.def&code_challenge=x');
    expect(takeProviderState()).toBe('abc.def');
    expect(takeProviderState()).toBeNull();
  });

  it('forgets an older state when a URL carries none', () => {
    rememberProviderState('https://id.example/authorize?state=old');
    rememberProviderState('https://id.example/authorize?client_id=shop');
    expect(takeProviderState()).toBeNull();
  });

  it('keeps nothing for what is not a URL', () => {
    rememberProviderState('not a url');
    expect(takeProviderState()).toBeNull();
  });
});
