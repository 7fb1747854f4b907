// Postcodes checked and written per country as WooCommerce does: each country's valid and invalid
// examples, the layouts it stores, and any postcode where it has no rule.
import { describe, expect, it } from 'vitest';
import { formatPostcode, isValidPostcode, normalizePostcode } from '../../common/postcodeRules';

const examples: [country: string, valid: string[], invalid: string[]][] = [
  ['DE', ['10117', '01067', '99998', ' 80331 '], ['ABC', '1234', '123456', '00123', '1O117']],
  ['AT', ['1010', '6020'], ['101', '10100', 'A-1010']],
  ['BE', ['1000', '9000'], ['100', 'B1000']],
  ['CH', ['8001', '3007'], ['80010', 'CH8001']],
  ['HU', ['1051'], ['105']],
  ['NO', ['0150'], ['01500']],
  ['FR', ['75001', '97400'], ['7500', '750011', 'F75001']],
  ['IT', ['00184', '20121'], ['0018', 'I-00184']],
  ['ES', ['28013', '08001'], ['2801', 'E28013']],
  ['FI', ['00100'], ['0010']],
  ['EE', ['10111'], ['1011']],
  ['CZ', ['11000', '110 00'], ['1100', 'CZ-11000']],
  ['SE', ['11455', '114 55'], ['1145', 'SE-11455']],
  ['SK', ['81101'], ['8110']],
  ['NL', ['1234 AB', '1234ab', '1011AC'], ['1234', '0123 AB', '1234 SS', '1234 SA', '1234 SD', '12345 AB']],
  ['BR', ['01310-100', '01310100'], ['0131010', '01310-10', 'ABCDE-123']],
  ['US', ['94105', '94105-1234', '941051234'], ['1234', '123456', '94105-123', 'ABCDE']],
  ['PR', ['00901'], ['0090']],
  ['GB', ['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'EC1A 1BB', 'GIR 0AA', 'BFPO 1234'], ['XYZ', 'SW1A 1AAA', 'Q1 1AA', 'SW1A 1CA', '12345']],
  ['CA', ['K1A 0B1', 'k1a0b1', 'H0H 0H0'], ['K1A 0B', 'W1A 0B1', 'D1A 0B1', 'K1A 0D1', '12345']],
  ['IE', ['D02 X285', 'd02x285', 'D6W 1234', 'A65 F4E2'], ['D02', 'B02 X285', 'XD02X285YY']],
  ['IN', ['110001', '110 001'], ['011001', '11000']],
  ['JP', ['100-0001', '1000001'], ['100-001', '10000011']],
  ['PT', ['1000-001', '1000001'], ['1000', '1000-01']],
  ['PL', ['00-950', '00950'], ['0095', '00-9500']],
  ['DK', ['1050', 'DK-1050', 'dk1050', '3800'], ['3900', '0999', '105']],
  ['SI', ['1000'], ['0100', '10000']],
  ['LI', ['9490', '9485'], ['9470', '949']],
  ['BA', ['71000', '88000'], ['61000', '7100']],
];

describe('postcode rules', () => {
  it.each(examples)('%s takes its own postcodes and refuses others', (country, valid, invalid) => {
    for (const postcode of valid) expect(isValidPostcode(country, postcode), `${country} ${postcode}`).toBe(true);
    for (const postcode of invalid) expect(isValidPostcode(country, postcode), `${country} ${postcode}`).toBe(false);
  });

  it('takes any postcode of letters, digits, spaces and hyphens where WooCommerce has no rule', () => {
    expect(isValidPostcode('AU', '2000')).toBe(true);
    expect(isValidPostcode('NZ', 'anything 12-3')).toBe(true);
    expect(isValidPostcode('AU', '20#0')).toBe(false);
    // An empty postcode is the form's to allow or refuse.
    expect(isValidPostcode('AU', '')).toBe(false);
    expect(isValidPostcode('DE', '  ')).toBe(false);
  });

  it('refuses other characters in every country', () => {
    expect(isValidPostcode('DE', '10117!')).toBe(false);
    expect(isValidPostcode('GB', 'SW1A/1AA')).toBe(false);
    expect(isValidPostcode('FR', '75001.')).toBe(false);
  });

  it.each([
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', ' m1  1ae ', 'M1 1AE'],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['NL', '1234ab', '1234 AB'],
    ['NL', '1234 - ab', '1234 AB'],
    ['BR', '01310100', '01310-100'],
    ['PL', '00950', '00-950'],
    ['JP', '1000001', '100-0001'],
    ['PT', '1000001', '1000-001'],
    ['US', '94105', '94105'],
    ['US', '941051234', '94105-1234'],
    ['IE', 'd02x285', 'D02 X285'],
    ['DK', 'dk 1050', 'DK-1050'],
    ['LV', '1050', 'LV-1050'],
    ['LV', 'lv-1050', 'LV-1050'],
    ['DE', ' 10117 ', '10117'],
    ['FR', '75 001', '75001'],
    ['SE', 'SE-114 55', 'SE11455'],
    ['AU', ' 2000 ', '2000'],
  ])('writes a %s postcode %j as %j', (country, given, stored) => {
    expect(formatPostcode(country, given)).toBe(stored);
  });

  it('writes nothing for nothing, and a short postcode without a stray mark', () => {
    expect(formatPostcode('BR', '')).toBe('');
    expect(formatPostcode('US', ' ')).toBe('');
    expect(formatPostcode('NL', '1234')).toBe('1234');
    expect(formatPostcode('US', '1234')).toBe('1234');
    expect(formatPostcode('GB', 'AB')).toBe('AB');
  });

  it('normalises to upper case without spaces or hyphens', () => {
    expect(normalizePostcode(' sw1a 1aa ')).toBe('SW1A1AA');
    expect(normalizePostcode('01310-100')).toBe('01310100');
  });
});
