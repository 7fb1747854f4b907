// @vitest-environment jsdom
// The account page for a browser that keeps a sign-in (issue 40): the server renders the account's
// frame (the heading, what the account holds, its sections and the chosen one's title) before
// anyone knows who is signed in, and once the session says, the browser puts the customer's name
// and the section into that same frame without replacing what was painted, so the page's largest
// text paints with the page. A hint gone stale turns the frame into the sign-in forms.
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createActor, setup, type AnyActorRef } from 'xstate';
import { emptyAddress } from '../../../src/domain/checkout/types';
import type { AccountCustomer } from '../../../src/domain/session/types';
import AccountPage from '../../../src/views/account/AccountPage';
import { Router } from 'wouter';
import { loadEnglish } from './support';

const current = vi.hoisted(() => ({ session: undefined as unknown }));
vi.mock('../../../src/views/account/useSessionActor', () => ({ useSessionActor: () => current.session }));
// No screen actors: each section shows its placeholder, as it does until its actor has loaded.
vi.mock('../../../src/machines/react', () => ({ useScreenActor: () => undefined, useSettings: () => ({ loginProviders: [] }) }));

const ana: AccountCustomer = {
  databaseId: 7,
  username: 'ana',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Silva',
  avatarUrl: null,
  billing: emptyAddress,
  shipping: emptyAddress,
};

/** A session as the account page reads it: signed in or out, with its customer. */
function sessionOf(state: 'signedIn' | 'signedOut') {
  const machine = setup({ types: {} as { context: { customer: AccountCustomer | null; newAccount: boolean } } }).createMachine({
    context: { customer: state === 'signedIn' ? ana : null, newAccount: false },
    type: 'parallel',
    states: { auth: { initial: state, states: { signedIn: {}, signedOut: {} } } },
  });
  return createActor(machine).start();
}

// A new element each time, so that React renders the page again with the session now there.
const page = () => (
  <Router ssrPath="/my-account" ssrSearch="tab=orders">
    <AccountPage data={{ signedOut: false }} />
  </Router>
);
let container: HTMLDivElement;
let root: Root | undefined;
let session: AnyActorRef | undefined;

beforeAll(loadEnglish);
beforeEach(() => {
  current.session = undefined;
  window.history.replaceState(null, '', '/my-account?tab=orders');
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  session?.stop();
  container.remove();
});

/** The server's markup for a browser with the signed-in hint, hydrated as the browser does. */
function hydrateServedPage() {
  container.innerHTML = renderToString(page());
  const errors = vi.spyOn(console, 'error');
  act(() => {
    root = hydrateRoot(container, page(), { onRecoverableError: (error) => console.error(error) });
  });
  // React says so when the browser's first render differs from the server's markup.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
}

function renderAgainWith(state: 'signedIn' | 'signedOut') {
  session = sessionOf(state);
  current.session = session;
  act(() => root!.render(page()));
}

it('serves the frame with the chosen section on its way, and keeps its elements once the customer is known', async () => {
  hydrateServedPage();
  const heading = container.querySelector('h1');
  const lead = container.querySelector('.page-header__lead');
  const sections = container.querySelector('nav');
  expect(heading?.textContent).toBe('My account');
  expect(lead?.textContent).toBe('Here you can manage your details, addresses and password, and see your orders, downloads and wishlist.');
  expect([...sections!.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
    ['Personal info', null],
    ['Addresses', null],
    ['Change password', null],
    ['Orders', 'page'],
    ['Downloads', null],
    ['Wishlist', null],
  ]);
  expect(container.querySelector('#account-tab-title')?.textContent).toBe('Orders');
  expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading…');
  expect(container.textContent).not.toContain('Log out');

  renderAgainWith('signedIn');
  await act(() => vi.dynamicImportSettled());
  expect(container.querySelector('.account-frame__greeting')?.textContent).toBe('Hello, Ana.');
  expect(container.querySelector('.account-frame__logout')?.textContent).toBe('Log out');
  // The same elements the server painted, not new ones drawn over them.
  expect(container.querySelector('h1')).toBe(heading);
  expect(container.querySelector('.page-header__lead')).toBe(lead);
  expect(container.querySelector('nav')).toBe(sections);
});

it('turns the frame into the sign-in forms when the kept sign-in has gone', () => {
  hydrateServedPage();
  renderAgainWith('signedOut');
  expect(container.querySelector('nav')).toBeNull();
  expect(container.querySelector('#login-username')).not.toBeNull();
});
