// t(): plain texts are kept once found, so the same key must still answer each call's own
// parameters, each locale its own text, and new messages replace what was kept.
import { afterEach, describe, expect, it } from 'vitest';
import { addMessages, setLocale, t, translator } from '../../src/i18n';

afterEach(() => setLocale('en_US'));

describe('t()', () => {
  it('fills a message’s placeholders from each call’s parameters, not from an earlier call', () => {
    addMessages('en_US', { test: { greeting: 'Hello, {{name}}', plain: 'Plain text' } });
    setLocale('en_US');
    expect(t('test.greeting', { name: 'Ada' })).toBe('Hello, Ada');
    expect(t('test.greeting', { name: 'Grace' })).toBe('Hello, Grace');
    expect(t('test.plain')).toBe('Plain text');
    expect(t('test.plain', { name: 'ignored' })).toBe('Plain text');
  });

  it('fills placeholders: spaces inside braces, several in one text, numbers, a missing one as nothing', () => {
    addMessages('en_US', { test: { filled: '{{ count }} of {{total}} for {{name}}{{absent}}.', nested: 'By {{author.name}}', twice: '{{x}}-{{x}}' } });
    setLocale('en_US');
    expect(t('test.filled', { count: 0, total: 12, name: 'Ada' })).toBe('0 of 12 for Ada.');
    expect(t('test.filled')).toBe(' of  for .');
    expect(translator('en_US')('test.nested', { author: 'x' })).toBe('By ');
    expect(t('test.twice', { x: 'a' })).toBe('a-a');
  });

  it('answers each locale in its own words, and a missing key with the key', () => {
    addMessages('en_US', { test: { word: 'Cart' } });
    addMessages('de_DE', { test: { word: 'Warenkorb' } });
    expect(translator('en_US')('test.word')).toBe('Cart');
    expect(translator('de_DE')('test.word')).toBe('Warenkorb');
    setLocale('de_DE');
    expect(t('test.word')).toBe('Warenkorb');
    expect(t('test.nowhere')).toBe('test.nowhere');
    expect(t('test.word.deeper')).toBe('test.word.deeper');
  });

  it('answers new messages for a locale once they are added', () => {
    addMessages('fr_FR', { test: { word: 'Panier' } });
    expect(translator('fr_FR')('test.word')).toBe('Panier');
    addMessages('fr_FR', { test: { word: 'Mon panier' } });
    expect(translator('fr_FR')('test.word')).toBe('Mon panier');
  });
});
