import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryNamed, flagOf, MOON, SUN } from './countries';
import { locationName, nametagText } from './limits';

describe('country list', () => {
  it('has about 250 countries with two-letter codes, then The Sun and The Moon', () => {
    const countries = COUNTRIES.filter((c) => /^[A-Z]{2}$/.test(c.code));
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(COUNTRIES.slice(-2).map((c) => c.name)).toEqual([SUN, MOON]);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(COUNTRIES.length);
    expect(countryNamed('united states')?.code).toBe('US');
    expect(countryNamed('Italy')?.flag).toBe('🇮🇹');
    expect(flagOf('jp')).toBe('🇯🇵');
  });

  it('is what the location rule accepts', () => {
    expect(locationName.safeParse('The Moon').success).toBe(true);
    expect(locationName.safeParse(' france ').success).toBe(true);
    expect(locationName.safeParse('Narnia').success).toBe(false);
  });
});

describe('name tag rule', () => {
  it.each(['Mayor', 'Café crème!', 'Team-Rocket_2', "Rock 'n' Roll", '東京'])('accepts %s', (tag) => expect(nametagText.safeParse(tag).success).toBe(true));
  it.each(['<b>hi</b>', 'a  b', 'x'.repeat(25), 'semi;colon', 'new\nline'])('refuses %s', (tag) => expect(nametagText.safeParse(tag).success).toBe(false));
});
