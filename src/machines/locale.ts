// The shop's language (SPEC §9): the page's locale, which t() translates into from the moment the
// system starts, and the shopper's choice of another, kept in the locale cookie so the home page
// follows it. Another language is a full page load (its messages come with its pages), which the
// language link itself makes.
import { setup } from 'xstate';
import { setLocale } from '../i18n';
import type { Locale } from '../i18n/locales';

export type LocaleEvent = { type: 'CHOOSE'; locale: Locale };

export const localeMachine = setup({
  types: {} as {
    context: { locale: Locale };
    events: LocaleEvent;
    input: { locale: Locale };
  },
  actions: {
    activate: ({ context }) => setLocale(context.locale),
    // A browser side effect: the client provides it (client-start.tsx).
    rememberChoice: (_, _params: { locale: Locale }) => {},
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ locale: input.locale }),
  entry: 'activate',
  on: {
    CHOOSE: { actions: { type: 'rememberChoice', params: ({ event }) => ({ locale: event.locale }) } },
  },
});
