// Model-based test of the locale machine: every state, transition and event, replayed against a
// real actor. The page's language is the one t() translates into from the start; a choice of
// another is kept (the browser's cookie, here a record) and changes nothing else on this page.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { currentLocale, setLocale } from '../../src/i18n';
import type { Locale } from '../../src/i18n/locales';
import { localeMachine, type LocaleEvent } from '../../src/machines/locale';
import { describePath, expectFullCoverage, transitionPaths } from './coverage';

const remembered: Locale[] = [];
const testMachine = localeMachine.provide({ actions: { rememberChoice: (_, { locale }) => void remembered.push(locale) } });
const input = { locale: 'de_DE' as Locale };
const paths = transitionPaths(testMachine, { input, events: [{ type: 'CHOOSE', locale: 'fr_FR' }], contextEvents: ['CHOOSE'] });

afterEach(() => {
  remembered.length = 0;
  setLocale('en_US');
});

describe('locale model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, [{ input, paths }], { CHOOSE: true });
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, path) => {
    setLocale('en_US');
    const actor = createActor(testMachine, { input }).start();
    let chosen = 0;
    for (const { event, state } of path.steps) {
      if (event.type !== 'xstate.init') {
        actor.send(event as LocaleEvent);
        chosen++;
      }
      expect(actor.getSnapshot().value).toEqual(state.value);
      // This page stays in its language; the choice is kept for the next.
      expect(currentLocale()).toBe('de_DE');
      expect(actor.getSnapshot().context.locale).toBe('de_DE');
      expect(remembered).toEqual(Array(chosen).fill('fr_FR'));
    }
    actor.stop();
  });
});
