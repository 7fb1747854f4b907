// LOGIN_PROVIDERS as the server reads it (docs/store-backend.md, "Login providers"): GitHub and Google need only
// their client, any other provider its issuer or its three endpoints; https only, except on this
// machine; each provider once; the shop's email from MAIL_FROM unless SHOP_EMAIL says otherwise.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { parseLoginProviders } from '../../server/domain/accounts/oauth/login-provider-config';

const client = { clientId: 'shop', clientSecret: 'secret' };
const parse = (providers: unknown) => parseLoginProviders(JSON.stringify(providers));

describe('LOGIN_PROVIDERS', () => {
  it('fills in what GitHub and Google need, and orders the providers', () => {
    expect(parse([{ provider: 'GITHUB', ...client, order: 2 }, { provider: 'GOOGLE', ...client, order: 1 }])).toEqual([
      { provider: 'GOOGLE', name: 'Google', ...client, issuer: 'https://accounts.google.com', scope: 'openid email profile', order: 1 },
      {
        provider: 'GITHUB',
        name: 'GitHub',
        ...client,
        authorizationEndpoint: 'https://github.com/login/oauth/authorize',
        tokenEndpoint: 'https://github.com/login/oauth/access_token',
        userinfoEndpoint: 'https://api.github.com/user',
        scope: 'read:user user:email',
        order: 2,
      },
    ]);
    expect(parseLoginProviders(undefined)).toEqual([]);
  });

  it('takes a generic provider by issuer or by its endpoints, over https or on this machine', () => {
    expect(parse([{ provider: 'OAUTH2_GENERIC', name: 'Company ID', ...client, issuer: 'http://127.0.0.1:9000', scope: 'openid email' }])[0]).toMatchObject({
      issuer: 'http://127.0.0.1:9000',
      scope: 'openid email',
      order: 0,
    });
    const endpoints = { authorizationEndpoint: 'https://id.example/a', tokenEndpoint: 'https://id.example/t', userinfoEndpoint: 'https://id.example/u' };
    expect(parse([{ provider: 'LINKEDIN', name: 'LinkedIn', ...client, ...endpoints }])[0]).toMatchObject(endpoints);
  });

  it('names what is wrong', () => {
    expect(() => parseLoginProviders('{')).toThrow('LOGIN_PROVIDERS must be JSON');
    expect(() => parse({})).toThrow('LOGIN_PROVIDERS must be a JSON array');
    expect(() => parse([{ provider: 'PASSWORD', ...client }])).toThrow('LOGIN_PROVIDERS[0].provider must be one of');
    expect(() => parse([{ provider: 'OAUTH2_GENERIC', name: 'X', ...client }])).toThrow('LOGIN_PROVIDERS[0] needs an "issuer"');
    expect(() => parse([{ provider: 'OAUTH2_GENERIC', name: 'X', ...client, issuer: 'http://id.example' }])).toThrow('LOGIN_PROVIDERS[0].issuer must be an https URL');
    expect(() => parse([{ provider: 'GOOGLE', clientId: 'shop' }])).toThrow('LOGIN_PROVIDERS[0].clientSecret must be a non-empty string');
    expect(() => parse([{ provider: 'OAUTH2_GENERIC', ...client, issuer: 'https://id.example' }])).toThrow('LOGIN_PROVIDERS[0].name must be a non-empty string');
    expect(() => parse([{ provider: 'GOOGLE', ...client }, { provider: 'GOOGLE', ...client }])).toThrow('LOGIN_PROVIDERS names GOOGLE twice');
    expect(() => readConfig({ LOGIN_PROVIDERS: '[{"provider":"GITHUB"}]' }, [])).toThrow('LOGIN_PROVIDERS[0].clientId');
  });
});

describe('SHOP_EMAIL', () => {
  it('is MAIL_FROM’s address unless set', () => {
    expect(readConfig({}, []).shopEmail).toBe('shop@localhost');
    expect(readConfig({ MAIL_FROM: '"Woven & Co." <orders@shop.example>' }, []).shopEmail).toBe('orders@shop.example');
    expect(readConfig({ MAIL_FROM: 'orders@shop.example' }, []).shopEmail).toBe('orders@shop.example');
    expect(readConfig({ MAIL_FROM: 'orders@shop.example', SHOP_EMAIL: 'hello@shop.example' }, []).shopEmail).toBe('hello@shop.example');
  });
});
