// A select of the countries the shop sells to, named in the page's language (the shipping
// estimate's and the address forms'). A country the list lacks shows as the prompt to choose one.
import type { SelectHTMLAttributes } from 'react';
import { currentLocale } from '../../i18n';
import { countryOptions } from '../../i18n/countryNames';

interface CountrySelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> {
  countries: string[];
  /** The country chosen (an ISO code), or '' for none. */
  value: string;
  /** The prompt while no country of the list is chosen. */
  prompt: string;
  onChoose: (country: string) => void;
}

export function CountrySelect({ countries, value, prompt, onChoose, ...select }: CountrySelectProps) {
  const known = countries.includes(value);
  return (
    <select {...select} value={known ? value : ''} onChange={(event) => onChoose(event.target.value)}>
      {!known && (
        <option value="" disabled>
          {prompt}
        </option>
      )}
      {countryOptions(currentLocale(), countries).map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </select>
  );
}
