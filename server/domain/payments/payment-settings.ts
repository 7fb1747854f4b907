// The offline gateways' store settings (PAYMENT_GATEWAYS, docs/configuration.md), as WooCommerce
// keeps them per gateway: the bank accounts of a direct bank transfer (its `account_details`), the
// payee and postal address for cheques, whether cash on delivery is accepted for orders with nothing
// to ship (its "Accept for virtual orders"), and each gateway's own wording in any of the six
// languages. The defaults are a demo's: an example account no bank holds money in.
import { isLocale, type Locale } from '../../../common/locales';
import { compactIban, isValidIban } from '../../../common/iban';
import type { GatewayTextOverrides, GatewayTexts } from './gateway-texts';

/** One account of WooCommerce's `account_details` (account_name, bank_name, iban, bic). */
export interface BankAccount {
  accountName: string;
  bankName: string;
  /** Compact: no spaces, upper case. */
  iban: string;
  bic: string;
}

export interface PaymentSettings {
  bacs: { accounts: BankAccount[]; texts: GatewayTextOverrides };
  cheque: { payee: string; address: string[]; texts: GatewayTextOverrides };
  cod: { enableForVirtual: boolean; texts: GatewayTextOverrides };
  stripe: { texts: GatewayTextOverrides };
}

export const defaultPaymentSettings: PaymentSettings = {
  bacs: {
    // The example IBAN of German banking documentation, with its bank's BIC.
    accounts: [{ accountName: 'Demo Shop (example account)', bankName: 'Example Bank', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }],
    texts: {},
  },
  cheque: { payee: 'Demo Shop (example)', address: ['Demo Shop', 'Musterstraße 1', '12345 Musterstadt'], texts: {} },
  // Off unless the shop says so: a courier collects cash only for a parcel it delivers.
  cod: { enableForVirtual: false, texts: {} },
  stripe: { texts: {} },
};

const example = '{"bacs":{"accounts":[{"accountName":"Shop GmbH","bankName":"Bank","iban":"DE89 3704 0044 0532 0130 00","bic":"COBADEFFXXX"}]},"cod":{"enableForVirtual":true}}';

function fail(problem: string): never {
  throw new Error(`PAYMENT_GATEWAYS: ${problem}, e.g. ${example}`);
}

function objectAt(value: unknown, path: string): Record<string, unknown> {
  if (value === undefined) return {};
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return fail(`${path} must be an object`);
}

function textAt(value: unknown, path: string, required = true): string {
  if (typeof value === 'string' && (value.trim() || !required)) return value.trim();
  return fail(`${path} must be ${required ? 'a non-empty' : 'a'} string`);
}

function bankAccount(value: unknown, index: number): BankAccount {
  const path = `bacs.accounts[${index}]`;
  const account = objectAt(value, path);
  const iban = compactIban(textAt(account.iban, `${path}.iban`));
  if (!isValidIban(iban)) fail(`${path}.iban "${account.iban}" is not a valid IBAN`);
  const bic = textAt(account.bic ?? '', `${path}.bic`, false).toUpperCase();
  if (bic && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) fail(`${path}.bic "${bic}" is not a BIC`);
  return { accountName: textAt(account.accountName, `${path}.accountName`), bankName: textAt(account.bankName ?? '', `${path}.bankName`, false), iban, bic };
}

function textOverrides(value: unknown, path: string): GatewayTextOverrides {
  const overrides: GatewayTextOverrides = {};
  for (const [locale, texts] of Object.entries(objectAt(value, path))) {
    if (!isLocale(locale)) fail(`${path}.${locale} is not one of the shop's languages (en_US, de_DE, es_ES, fr_FR, it_IT, pt_BR)`);
    const given: Partial<GatewayTexts> = {};
    for (const [name, text] of Object.entries(objectAt(texts, `${path}.${locale}`))) {
      if (name !== 'title' && name !== 'description' && name !== 'instructions') fail(`${path}.${locale}.${name} is not a text (title, description, instructions)`);
      given[name] = textAt(text, `${path}.${locale}.${name}`, name === 'title');
    }
    overrides[locale as Locale] = given;
  }
  return overrides;
}

/** The settings from PAYMENT_GATEWAYS' JSON over the defaults; a gateway not named keeps its defaults. */
export function parsePaymentSettings(json: string | undefined): PaymentSettings {
  if (!json) return defaultPaymentSettings;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return fail('must be JSON');
  }
  const given = objectAt(value, 'the value');
  for (const id of Object.keys(given)) if (!(id in defaultPaymentSettings)) fail(`"${id}" is not a gateway (bacs, cheque, cod, stripe)`);
  const bacs = objectAt(given.bacs, 'bacs');
  const cheque = objectAt(given.cheque, 'cheque');
  const cod = objectAt(given.cod, 'cod');
  if (bacs.accounts !== undefined && !Array.isArray(bacs.accounts)) fail('bacs.accounts must be a list');
  if (cheque.address !== undefined && !(Array.isArray(cheque.address) && cheque.address.every((line) => typeof line === 'string'))) fail('cheque.address must be a list of lines');
  if (cod.enableForVirtual !== undefined && typeof cod.enableForVirtual !== 'boolean') fail('cod.enableForVirtual must be true or false');
  const defaults = defaultPaymentSettings;
  return {
    bacs: {
      accounts: Array.isArray(bacs.accounts) ? bacs.accounts.map(bankAccount) : defaults.bacs.accounts,
      texts: textOverrides(bacs.texts, 'bacs.texts'),
    },
    cheque: {
      payee: cheque.payee === undefined ? defaults.cheque.payee : textAt(cheque.payee, 'cheque.payee'),
      address: Array.isArray(cheque.address) ? (cheque.address as string[]).map((line) => line.trim()).filter(Boolean) : defaults.cheque.address,
      texts: textOverrides(cheque.texts, 'cheque.texts'),
    },
    cod: { enableForVirtual: (cod.enableForVirtual as boolean | undefined) ?? defaults.cod.enableForVirtual, texts: textOverrides(cod.texts, 'cod.texts') },
    stripe: { texts: textOverrides(objectAt(given.stripe, 'stripe').texts, 'stripe.texts') },
  };
}
