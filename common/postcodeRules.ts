// Postcodes as WooCommerce checks and writes them (WC_Validation::is_postcode, wc_format_postcode,
// wc_normalize_postcode), so the checkout form in the browser, the store backend and a real
// WooCommerce site agree on what an address may hold. Countries without a rule take any postcode.

/** Upper-case, without spaces or hyphens: the form the rules start from. */
export function normalizePostcode(postcode: string): string {
  return postcode.trim().toUpperCase().replace(/[\s-]/g, '');
}

/** `mark` put in at `at` as PHP's substr_replace counts it: from the end when negative, clamped to the text. */
function insert(text: string, at: number, mark: string): string {
  const index = at < 0 ? Math.max(0, text.length + at) : Math.min(at, text.length);
  return text.slice(0, index) + mark + text.slice(index);
}

const formats: Record<string, (postcode: string) => string> = {
  CA: (postcode) => insert(postcode, -3, ' '),
  GB: (postcode) => insert(postcode, -3, ' '),
  IE: (postcode) => insert(postcode, 3, ' '),
  BR: (postcode) => insert(postcode, -3, '-'),
  PL: (postcode) => insert(postcode, -3, '-'),
  JP: (postcode) => insert(postcode, 3, '-'),
  PT: (postcode) => insert(postcode, 4, '-'),
  // A five-digit ZIP keeps no hyphen after it.
  PR: (postcode) => insert(postcode, 5, '-').replace(/-+$/, ''),
  US: (postcode) => insert(postcode, 5, '-').replace(/-+$/, ''),
  NL: (postcode) => insert(postcode, 4, ' '),
  LV: (postcode) => {
    const digits = /(?:LV)?-?(\d+)/.exec(postcode)?.[1];
    return digits ? `LV-${digits}` : postcode;
  },
  DK: (postcode) => postcode.replace(/^DK(.+)$/, 'DK-$1'),
};

/** The postcode as the shop stores and shows it: normalised, then in the country's own layout ("SW1A 1AA", "1234 AB", "12345-678"). */
export function formatPostcode(country: string, postcode: string): string {
  const normalized = normalizePostcode(postcode);
  // Nothing given stays nothing (WooCommerce would write a lone "-" for some countries).
  if (!normalized) return '';
  return (formats[country]?.(normalized) ?? normalized).trim();
}

/** The United Kingdom's shapes: AN NAA, ANN NAA, AAN NAA, AANN NAA, ANA NAA, AANA NAA, GIR 0AA and BFPO numbers; letters allowed by position. */
function isGbPostcode(postcode: string): boolean {
  const code = postcode.replace(/ /g, '');
  const first = '[ABCDEFGHIJKLMNOPRSTUWYZ]';
  const second = '[ABCDEFGHKLMNOPQRSTUVWXY]';
  const inward = '\\d[ABDEFGHJLNPQRSTUWXYZ]{2}';
  const shapes = [
    `^${first}${second}?\\d{1,2}${inward}$`,
    `^${first}\\d[ABCDEFGHJKPSTUW]${inward}$`,
    `^${first}${second}\\d[ABEHMNPRVWXY]${inward}$`,
    '^GIR0AA$',
    '^BFPO\\d{1,4}$',
  ];
  return shapes.some((shape) => new RegExp(shape).test(code));
}

const fourDigits = /^\d{4}$/;
const fiveDigits = /^\d{5}$/;
const zip = /^\d{5}(-\d{4})?$/;

// Each tested on the formatted postcode, as WooCommerce does.
const rules: Record<string, RegExp | ((postcode: string) => boolean)> = {
  AT: fourDigits,
  BE: fourDigits,
  CH: fourDigits,
  HU: fourDigits,
  NO: fourDigits,
  BA: /^[78]\d{4}$/,
  BR: /^\d{5}-?\d{3}$/,
  // 01000 to 99999.
  DE: /^(0[1-9]|[1-9]\d)\d{3}$/,
  DK: /^(DK-)?([1-24-9]\d{3}|3[0-8]\d{2})$/,
  EE: fiveDigits,
  ES: fiveDigits,
  FI: fiveDigits,
  FR: fiveDigits,
  IT: fiveDigits,
  // WooCommerce allows a "CZ-" (or "SE-", "SK-") prefix, but its normalising drops the hyphen
  // first, so five digits is what passes there too.
  CZ: fiveDigits,
  SE: fiveDigits,
  SK: fiveDigits,
  GB: isGbPostcode,
  // An Eircode, read without its space. Anchored here: WooCommerce's pattern is not, so it would
  // take one inside any longer text.
  IE: (postcode) => /^([AC-FHKNPRTV-Y]\d{2}|D6W)[0-9AC-FHKNPRTV-Y]{4}$/.test(normalizePostcode(postcode)),
  IN: /^[1-9]\d{2}\s?\d{3}$/,
  JP: /^\d{3}-?\d{4}$/,
  PT: /^\d{4}-\d{3}$/,
  PR: zip,
  US: zip,
  // Canada Post uses no D, F, I, O, Q or U, and no W or Z first.
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
  PL: /^\d{2}-\d{3}$/,
  // SA, SD and SS are not given out.
  NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
  SI: /^[1-9]\d{3}$/,
  LI: /^94[89]\d$/,
};

/** Whether `postcode` is one of `country`'s, as WooCommerce judges it; an empty one is not (whether it may be left out is the form's rule). */
export function isValidPostcode(country: string, postcode: string): boolean {
  const formatted = formatPostcode(country, postcode);
  // Letters, digits, spaces and hyphens only, in every country.
  if (!formatted || /[^\sA-Za-z0-9-]/.test(formatted)) return false;
  const rule = rules[country];
  if (!rule) return true;
  return typeof rule === 'function' ? rule(formatted) : rule.test(formatted);
}
