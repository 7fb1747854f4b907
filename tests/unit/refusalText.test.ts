// The storefront's own failure texts are shown in the page's language; the store's words pass as they came.
import { afterEach, describe, expect, it } from 'vitest';
import { addMessages, setLocale } from '../../src/i18n';
import deDE from '../../src/i18n/locales/de_DE.json' with { type: 'json' };
import enUS from '../../src/i18n/locales/en_US.json' with { type: 'json' };
import { refusalText } from '../../src/i18n/refusalText';
import { invalidAuthTokenMessage } from '../../src/graphql/authRejection';

addMessages('de_DE', deDE);
addMessages('en_US', enUS);

describe('refusalText', () => {
  afterEach(() => setLocale('en_US'));

  it('translates what the storefront says itself', () => {
    setLocale('de_DE');
    expect(refusalText('Something went wrong')).toBe('Etwas ist schiefgelaufen');
    expect(refusalText('Failed to fetch')).toBe('Der Shop ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.');
    expect(refusalText('GraphQL Error (Code: 502)')).toBe('Der Shop hat mit einem Fehler geantwortet (Code: 502). Bitte versuchen Sie es erneut.');
    expect(refusalText(invalidAuthTokenMessage)).toBe('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
  });

  it('keeps SPEC §8’s English in English and the store’s own words everywhere', () => {
    expect(refusalText('GraphQL Error (Code: 502)')).toBe('GraphQL Error (Code: 502)');
    setLocale('de_DE');
    expect(refusalText('Dieser Gutschein ist abgelaufen.')).toBe('Dieser Gutschein ist abgelaufen.');
  });
});
