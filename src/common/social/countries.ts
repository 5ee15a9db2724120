import english from 'i18n-iso-countries/langs/en.json';

/**
 * The profile's location list (social-core §3 Country list): the ISO 3166-1 countries with
 * their two-letter codes (English names from i18n-iso-countries; only this one locale file is
 * bundled), plus 'The Sun' and 'The Moon'. A location is stored by its name.
 */
export interface Country {
  /** ISO alpha-2 code; SUN and MOON for the two places off the map. */
  code: string;
  name: string;
  /** Emoji flag (regional indicator letters), or the sun and moon. */
  flag: string;
}

/** The library's first name for these is formal or not what people say. */
const EVERYDAY_NAMES: Record<string, string> = {
  CN: 'China',
  CZ: 'Czechia',
  FM: 'Micronesia',
  GM: 'Gambia',
  IR: 'Iran',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  PS: 'Palestine',
  RU: 'Russia',
  SY: 'Syria',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
  VG: 'British Virgin Islands',
  VI: 'U.S. Virgin Islands',
};

export const SUN = 'The Sun';
export const MOON = 'The Moon';

/** The flag emoji of a two-letter code: each letter as its regional indicator symbol. */
export const flagOf = (code: string): string =>
  String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

const names = english.countries as Record<string, string | string[]>;

export const COUNTRIES: readonly Country[] = [
  ...Object.entries(names)
    .map(([code, name]) => ({ code, name: EVERYDAY_NAMES[code] ?? (Array.isArray(name) ? name[0]! : name), flag: flagOf(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en')),
  { code: 'SUN', name: SUN, flag: '☀️' },
  { code: 'MOON', name: MOON, flag: '🌙' },
];

const byName = new Map(COUNTRIES.map((c) => [c.name.toLowerCase(), c]));

/** The list entry of a stored location name (case-insensitive), or undefined. */
export const countryNamed = (name: string): Country | undefined => byName.get(name.trim().toLowerCase());
