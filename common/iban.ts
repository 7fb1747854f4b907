// International bank account numbers (ISO 13616): kept without spaces, checked by their mod-97
// check digits, and written in groups of four as banks print them.

/** 'de89 3704…' → 'DE89370400440532013000'. */
export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** Whether a compact IBAN has a country, check digits and a valid checksum. */
export function isValidIban(compact: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** 'DE89370400440532013000' → 'DE89 3704 0044 0532 0130 00'. */
export function groupedIban(compact: string): string {
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}
