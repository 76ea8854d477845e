import type { Country } from '@hapa/contracts';

/** ISO 3166-1 alpha-2 codes of the countries prizes are shipped to. */
export const SHIPPING_COUNTRY_CODES = (
  'AD AE AG AL AM AO AR AT AU AZ BA BB BD BE BG BH BN BO BR BS BW BY BZ CA CH CL CM CN CO CR CY CZ DE DK DM DO DZ EC EE EG ES ' +
  'FI FJ FR GA GB GD GE GH GR GT GY HK HN HR HU ID IE IL IN IQ IS IT JM JO JP KE KG KH KN KR KW KZ LA LB LC LI LK LT LU LV MA ' +
  'MC MD ME MG MK MN MO MT MU MV MW MX MY MZ NA NG NI NL NO NP NZ OM PA PE PG PH PK PL PR PT PY QA RO RS RW SA SC SE SG SI SK ' +
  'SM SN SR SV TH TJ TN TR TT TW TZ UA UG US UY UZ VC VN ZA ZM ZW'
).split(' ');

const names = new Intl.DisplayNames(['en'], { type: 'region' });

/** GET /api/country/list: shipping countries with English names, sorted by name. */
export const COUNTRIES: Country[] = SHIPPING_COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
  a.name.localeCompare(b.name),
);
const SET = new Set(SHIPPING_COUNTRY_CODES);

/** True when prizes can be shipped to the ISO alpha-2 `code`. */
export function isShippingCountry(code: string): boolean {
  return SET.has(code.toUpperCase());
}
