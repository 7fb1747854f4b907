// Where the shop sells: the countries a customer may give as their address, and the states of
// those where WooCommerce asks for one. State names are answered in the shopper's language
// (state-names.ts); the storefront names countries in it itself.
import { stateIsOptional } from '../../../common/addressRules';
import { defaultLocale, type Locale } from '../../../common/locales';
import { inLanguage } from '../translations';
import { stateNames } from './state-names';

export const allowedCountries = ['AT', 'BE', 'BR', 'CA', 'CH', 'DE', 'ES', 'FR', 'GB', 'IE', 'IT', 'NL', 'PT', 'US'] as const;

export interface CountryState {
  code: string;
  name: string;
}

const usStates: CountryState[] = Object.entries({
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
}).map(([code, name]) => ({ code, name }));

const brStates: CountryState[] = Object.entries({
  AC: 'Acre', AL: 'Alagoas', AP: 'Amapá', AM: 'Amazonas', BA: 'Bahia', CE: 'Ceará', DF: 'Distrito Federal',
  ES: 'Espírito Santo', GO: 'Goiás', MA: 'Maranhão', MT: 'Mato Grosso', MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais', PA: 'Pará', PB: 'Paraíba', PR: 'Paraná', PE: 'Pernambuco', PI: 'Piauí',
  RJ: 'Rio de Janeiro', RN: 'Rio Grande do Norte', RS: 'Rio Grande do Sul', RO: 'Rondônia', RR: 'Roraima',
  SC: 'Santa Catarina', SP: 'São Paulo', SE: 'Sergipe', TO: 'Tocantins',
}).map(([code, name]) => ({ code, name }));

// Germany's 16 Länder, with the ISO 3166-2 codes WooCommerce uses for them.
const deStates: CountryState[] = Object.entries({
  'DE-BW': 'Baden-Württemberg', 'DE-BY': 'Bavaria', 'DE-BE': 'Berlin', 'DE-BB': 'Brandenburg', 'DE-HB': 'Bremen',
  'DE-HH': 'Hamburg', 'DE-HE': 'Hesse', 'DE-MV': 'Mecklenburg-Vorpommern', 'DE-NI': 'Lower Saxony',
  'DE-NW': 'North Rhine-Westphalia', 'DE-RP': 'Rhineland-Palatinate', 'DE-SL': 'Saarland', 'DE-SN': 'Saxony',
  'DE-ST': 'Saxony-Anhalt', 'DE-SH': 'Schleswig-Holstein', 'DE-TH': 'Thuringia',
}).map(([code, name]) => ({ code, name }));

// Spain's 50 provinces and its two autonomous cities, under their postal-plate codes, as WooCommerce lists them.
const esStates: CountryState[] = Object.entries({
  C: 'A Coruña', VI: 'Araba/Álava', AB: 'Albacete', A: 'Alicante', AL: 'Almería', O: 'Asturias', AV: 'Ávila',
  BA: 'Badajoz', PM: 'Baleares', B: 'Barcelona', BU: 'Burgos', CC: 'Cáceres', CA: 'Cádiz', S: 'Cantabria',
  CS: 'Castellón', CE: 'Ceuta', CR: 'Ciudad Real', CO: 'Córdoba', CU: 'Cuenca', GI: 'Girona', GR: 'Granada',
  GU: 'Guadalajara', SS: 'Gipuzkoa', H: 'Huelva', HU: 'Huesca', J: 'Jaén', LO: 'La Rioja', GC: 'Las Palmas',
  LE: 'León', L: 'Lleida', LU: 'Lugo', M: 'Madrid', MA: 'Málaga', ML: 'Melilla', MU: 'Murcia', NA: 'Navarra',
  OR: 'Ourense', P: 'Palencia', PO: 'Pontevedra', SA: 'Salamanca', TF: 'Santa Cruz de Tenerife', SG: 'Segovia',
  SE: 'Sevilla', SO: 'Soria', T: 'Tarragona', TE: 'Teruel', TO: 'Toledo', V: 'Valencia', VA: 'Valladolid',
  BI: 'Biscay', ZA: 'Zamora', Z: 'Zaragoza',
}).map(([code, name]) => ({ code, name }));

// Italy's provinces (and metropolitan cities), under their vehicle-plate codes, as WooCommerce lists them.
const itStates: CountryState[] = Object.entries({
  AG: 'Agrigento', AL: 'Alessandria', AN: 'Ancona', AO: 'Aosta', AR: 'Arezzo', AP: 'Ascoli Piceno', AT: 'Asti',
  AV: 'Avellino', BA: 'Bari', BT: 'Barletta-Andria-Trani', BL: 'Belluno', BN: 'Benevento', BG: 'Bergamo',
  BI: 'Biella', BO: 'Bologna', BZ: 'Bolzano', BS: 'Brescia', BR: 'Brindisi', CA: 'Cagliari', CL: 'Caltanissetta',
  CB: 'Campobasso', CE: 'Caserta', CT: 'Catania', CZ: 'Catanzaro', CH: 'Chieti', CO: 'Como', CS: 'Cosenza',
  CR: 'Cremona', KR: 'Crotone', CN: 'Cuneo', EN: 'Enna', FM: 'Fermo', FE: 'Ferrara', FI: 'Firenze', FG: 'Foggia',
  FC: 'Forlì-Cesena', FR: 'Frosinone', GE: 'Genova', GO: 'Gorizia', GR: 'Grosseto', IM: 'Imperia', IS: 'Isernia',
  SP: 'La Spezia', AQ: "L'Aquila", LT: 'Latina', LE: 'Lecce', LC: 'Lecco', LI: 'Livorno', LO: 'Lodi', LU: 'Lucca',
  MC: 'Macerata', MN: 'Mantova', MS: 'Massa-Carrara', MT: 'Matera', ME: 'Messina', MI: 'Milano', MO: 'Modena',
  MB: 'Monza e della Brianza', NA: 'Napoli', NO: 'Novara', NU: 'Nuoro', OR: 'Oristano', PD: 'Padova', PA: 'Palermo',
  PR: 'Parma', PV: 'Pavia', PG: 'Perugia', PU: 'Pesaro e Urbino', PE: 'Pescara', PC: 'Piacenza', PI: 'Pisa',
  PT: 'Pistoia', PN: 'Pordenone', PZ: 'Potenza', PO: 'Prato', RG: 'Ragusa', RA: 'Ravenna', RC: 'Reggio Calabria',
  RE: 'Reggio Emilia', RI: 'Rieti', RN: 'Rimini', RM: 'Roma', RO: 'Rovigo', SA: 'Salerno', SS: 'Sassari',
  SV: 'Savona', SI: 'Siena', SR: 'Siracusa', SO: 'Sondrio', SU: 'Sud Sardegna', TA: 'Taranto', TE: 'Teramo',
  TR: 'Terni', TO: 'Torino', TP: 'Trapani', TN: 'Trento', TV: 'Treviso', TS: 'Trieste', UD: 'Udine', VA: 'Varese',
  VE: 'Venezia', VB: 'Verbano-Cusio-Ossola', VC: 'Vercelli', VR: 'Verona', VV: 'Vibo Valentia', VI: 'Vicenza',
  VT: 'Viterbo',
}).map(([code, name]) => ({ code, name }));

// France, like the other countries, has no list: WooCommerce asks for no state there.
const statesByCountry: Record<string, CountryState[]> = { US: usStates, BR: brStates, DE: deStates, ES: esStates, IT: itStates };

export function isAllowedCountry(country: string): boolean {
  return (allowedCountries as readonly string[]).includes(country);
}

/** The country's states, named in the language; empty when the shop asks for none there. */
export function statesOf(country: string, locale: Locale = defaultLocale): CountryState[] {
  const states = statesByCountry[country] ?? [];
  const translated = stateNames[country];
  return translated ? states.map(({ code, name }) => ({ code, name: inLanguage(name, translated[code], locale) })) : states;
}

/** Whether an address in the country must name one of its states. */
export function requiresState(country: string): boolean {
  return statesOf(country).length > 0 && !stateIsOptional(country);
}
