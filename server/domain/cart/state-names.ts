// The states' names in the shop's other languages, where a language names a state otherwise than
// the English list of countries.ts does (Bavaria is Bayern in German, Bavière in French), as
// WooCommerce's translations name them. Brazil's and Italy's lists are already in their own
// language, which is how every language writes them.
import type { Translations } from '../translations';

type StateNames = Record<string, Translations>;

const germanLänder: StateNames = {
  'DE-BW': { es_ES: 'Baden-Wurtemberg', fr_FR: 'Bade-Wurtemberg' },
  'DE-BY': { de_DE: 'Bayern', es_ES: 'Baviera', fr_FR: 'Bavière', it_IT: 'Baviera', pt_BR: 'Baviera' },
  'DE-BE': { es_ES: 'Berlín', it_IT: 'Berlino', pt_BR: 'Berlim' },
  'DE-BB': { es_ES: 'Brandeburgo', fr_FR: 'Brandebourg', it_IT: 'Brandeburgo', pt_BR: 'Brandemburgo' },
  'DE-HB': { fr_FR: 'Brême', it_IT: 'Brema' },
  'DE-HH': { es_ES: 'Hamburgo', fr_FR: 'Hambourg', it_IT: 'Amburgo', pt_BR: 'Hamburgo' },
  'DE-HE': { de_DE: 'Hessen', it_IT: 'Assia' },
  'DE-MV': { es_ES: 'Mecklemburgo-Pomerania Occidental', fr_FR: 'Mecklembourg-Poméranie-Occidentale', it_IT: 'Meclemburgo-Pomerania Anteriore', pt_BR: 'Meclemburgo-Pomerânia Ocidental' },
  'DE-NI': { de_DE: 'Niedersachsen', es_ES: 'Baja Sajonia', fr_FR: 'Basse-Saxe', it_IT: 'Bassa Sassonia', pt_BR: 'Baixa Saxônia' },
  'DE-NW': { de_DE: 'Nordrhein-Westfalen', es_ES: 'Renania del Norte-Westfalia', fr_FR: 'Rhénanie-du-Nord-Westphalie', it_IT: 'Renania Settentrionale-Vestfalia', pt_BR: 'Renânia do Norte-Vestfália' },
  'DE-RP': { de_DE: 'Rheinland-Pfalz', es_ES: 'Renania-Palatinado', fr_FR: 'Rhénanie-Palatinat', it_IT: 'Renania-Palatinato', pt_BR: 'Renânia-Palatinado' },
  'DE-SL': { es_ES: 'Sarre', fr_FR: 'Sarre', pt_BR: 'Sarre' },
  'DE-SN': { de_DE: 'Sachsen', es_ES: 'Sajonia', fr_FR: 'Saxe', it_IT: 'Sassonia', pt_BR: 'Saxônia' },
  'DE-ST': { de_DE: 'Sachsen-Anhalt', es_ES: 'Sajonia-Anhalt', fr_FR: 'Saxe-Anhalt', it_IT: 'Sassonia-Anhalt', pt_BR: 'Saxônia-Anhalt' },
  'DE-TH': { de_DE: 'Thüringen', es_ES: 'Turingia', fr_FR: 'Thuringe', it_IT: 'Turingia', pt_BR: 'Turíngia' },
};

const usStates: StateNames = {
  CA: { de_DE: 'Kalifornien', fr_FR: 'Californie', pt_BR: 'Califórnia' },
  DC: { es_ES: 'Distrito de Columbia', fr_FR: 'District de Columbia', it_IT: 'Distretto di Columbia', pt_BR: 'Distrito de Colúmbia' },
  FL: { fr_FR: 'Floride', pt_BR: 'Flórida' },
  GA: { fr_FR: 'Géorgie', pt_BR: 'Geórgia' },
  HI: { es_ES: 'Hawái', fr_FR: 'Hawaï', pt_BR: 'Havaí' },
  LA: { es_ES: 'Luisiana', fr_FR: 'Louisiane', pt_BR: 'Luisiana' },
  MI: { es_ES: 'Míchigan' },
  MS: { es_ES: 'Misisipi' },
  MO: { es_ES: 'Misuri' },
  NH: { es_ES: 'Nuevo Hampshire', pt_BR: 'Nova Hampshire' },
  NJ: { es_ES: 'Nueva Jersey', pt_BR: 'Nova Jérsei' },
  NM: { es_ES: 'Nuevo México', fr_FR: 'Nouveau-Mexique', it_IT: 'Nuovo Messico', pt_BR: 'Novo México' },
  NY: { es_ES: 'Nueva York', pt_BR: 'Nova York' },
  NC: { es_ES: 'Carolina del Norte', fr_FR: 'Caroline du Nord', it_IT: 'Carolina del Nord', pt_BR: 'Carolina do Norte' },
  ND: { es_ES: 'Dakota del Norte', fr_FR: 'Dakota du Nord', it_IT: 'Dakota del Nord', pt_BR: 'Dakota do Norte' },
  OR: { es_ES: 'Oregón' },
  PA: { es_ES: 'Pensilvania', fr_FR: 'Pennsylvanie', pt_BR: 'Pensilvânia' },
  SC: { es_ES: 'Carolina del Sur', fr_FR: 'Caroline du Sud', it_IT: 'Carolina del Sud', pt_BR: 'Carolina do Sul' },
  SD: { es_ES: 'Dakota del Sur', fr_FR: 'Dakota du Sud', it_IT: 'Dakota del Sud', pt_BR: 'Dakota do Sul' },
  VA: { fr_FR: 'Virginie', pt_BR: 'Virgínia' },
  WV: { es_ES: 'Virginia Occidental', fr_FR: 'Virginie-Occidentale', it_IT: 'Virginia Occidentale', pt_BR: 'Virgínia Ocidental' },
};

const spanishProvinces: StateNames = {
  BI: { de_DE: 'Biskaya', es_ES: 'Vizcaya', fr_FR: 'Biscaye', it_IT: 'Biscaglia', pt_BR: 'Biscaia' },
  PM: { de_DE: 'Balearen', fr_FR: 'Baléares', it_IT: 'Baleari' },
};

/** By country, then by state code. */
export const stateNames: Record<string, StateNames> = { DE: germanLänder, US: usStates, ES: spanishProvinces };
