// A provider's return page: its sign-in, started from what the provider sent back. Another return
// (a second try) is another URL, so its sign-in starts over.
import { providerSignInMachine } from '../providerSignIn';
import { definePageActors } from '../screen';

export const oauthLoginPageActors = definePageActors({
  start: ({ page }, spawn) => (page.view === 'oauthLogin' ? { providerSignIn: spawn(providerSignInMachine, { systemId: 'providerSignIn', input: page.data }) } : {}),
});
