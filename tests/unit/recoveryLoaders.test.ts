// The lost-password and provider-return pages' loaders: what the link brought (a reset key and
// login; a provider's code, state or refusal) goes to the view, the pages are one shopper's (never
// cached) and kept from search engines, and no canonical URL carries a key.
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../src/graphql/executor';
import { loadPage } from '../../src/screens/loaders';
import { resolveSettings } from '../../common/settings';

const noBackend: Executor = async () => {
  throw new Error('These pages ask the store nothing');
};
const load = (url: string, isLiveResetLink?: (key: string, login: string) => Promise<boolean>) =>
  loadPage({ url, origin: 'https://shop.example', graphql: noBackend, settings: resolveSettings({}), isLiveResetLink });

describe('lost password page', () => {
  it('asks for a mail without a key', async () => {
    const page = await load('/my-account/lost-password');
    expect(page).toMatchObject({ view: 'lostPassword', status: 200, personal: true, data: { key: null, login: null, linkRefused: false } });
    expect(page.head.robots).toBe('noindex, nofollow');
  });

  it('hands the mail link’s key and login to the view, and keeps the key out of the canonical URL', async () => {
    const page = await load('/de/my-account/lost-password?key=k3y&login=ana');
    expect(page).toMatchObject({ view: 'lostPassword', locale: 'de_DE', personal: true, data: { key: 'k3y', login: 'ana' } });
    expect(page.head.canonical).toBe('https://shop.example/de/my-account/lost-password');
  });

  it('says at once that a link no longer works, when the embedded store can be asked', async () => {
    const asked: string[][] = [];
    const check = async (key: string, login: string) => (asked.push([key, login]), key === 'live');
    expect((await load('/my-account/lost-password?key=used&login=ana', check)).data).toEqual({ key: 'used', login: 'ana', linkRefused: true });
    expect((await load('/my-account/lost-password?key=live&login=ana', check)).data).toEqual({ key: 'live', login: 'ana', linkRefused: false });
    expect(asked).toEqual([['used', 'ana'], ['live', 'ana']]);
  });

  it('leaves the key to be checked on submit when the store is a remote one', async () => {
    expect((await load('/my-account/lost-password?key=used&login=ana')).data).toMatchObject({ linkRefused: false });
  });
});

describe('provider return page', () => {
  it('hands the provider, code and state to the view', async () => {
    const page = await load('/oauth/login/GitHub?code=c0de&state=st4te');
    expect(page).toMatchObject({ view: 'oauthLogin', personal: true, data: { provider: 'github', code: 'c0de', state: 'st4te', error: null } });
    expect(page.head.robots).toBe('noindex, nofollow');
    expect(page.head.canonical).toBe('https://shop.example/oauth/login/GitHub');
  });

  it('hands the provider’s refusal to the view', async () => {
    const page = await load('/oauth/login/oauth2_generic?error=access_denied&state=st4te');
    expect(page.data).toEqual({ provider: 'oauth2_generic', code: null, state: 'st4te', error: 'access_denied' });
  });
});
