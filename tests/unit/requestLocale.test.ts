// The language a request asks in: the page it comes from first (a shopper on /de/checkout reads
// German whatever their cookie says), then the locale cookie, then Accept-Language, then English.
import { describe, expect, it } from 'vitest';
import { requestLocale } from '../../server/mail/request-locale';

const asked = (headers: Record<string, string>) => requestLocale({ get: (name) => headers[name] ?? null });

describe('requestLocale', () => {
  it('takes the language of the shop page the request comes from, over the cookie and the browser', () => {
    expect(asked({ referer: 'https://shop.example/de/checkout', cookie: 'i18n_locale=en_US', 'accept-language': 'fr' })).toBe('de_DE');
    expect(asked({ referer: 'https://shop.example/pt-br/product/tee', cookie: 'i18n_locale=de_DE' })).toBe('pt_BR');
    // An English page has no prefix: English, though the cookie says German.
    expect(asked({ referer: 'https://shop.example/checkout', cookie: 'i18n_locale=de_DE' })).toBe('en_US');
  });

  it('reads the cookie, then Accept-Language, when the page says nothing (a bare origin, the home page, no Referer)', () => {
    expect(asked({ referer: 'https://shop.example/', cookie: 'i18n_locale=it_IT' })).toBe('it_IT');
    expect(asked({ referer: 'not a url', 'accept-language': 'es-ES,es;q=0.9' })).toBe('es_ES');
    expect(asked({ 'accept-language': 'ja, de-AT;q=0.5' })).toBe('de_DE');
    expect(asked({})).toBe('en_US');
  });
});
