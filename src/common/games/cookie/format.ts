/**
 * Cookie amounts as the game shows them (and as the server names them in its refusals):
 * whole cookies with thousands separators up to a million, then "1.234 million" and so on,
 * the way cookie bakeries count.
 */
const LARGE = ['million', 'billion', 'trillion', 'quadrillion', 'quintillion', 'sextillion', 'septillion', 'octillion', 'nonillion', 'decillion'];

function groupThousands(whole: number): string {
  return Math.trunc(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatCookies(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs < 1e6) return sign + groupThousands(Math.floor(abs));
  const power = Math.floor(Math.log10(abs) / 3) - 2;
  const name = LARGE[power];
  if (!name) return sign + abs.toExponential(3).replace('+', '');
  const scaled = Math.floor((abs / 10 ** (3 * (power + 2))) * 1000) / 1000;
  return `${sign}${scaled.toFixed(3).replace(/\.?0+$/, '')} ${name}`;
}

/** Rates keep one decimal while small (a cursor bakes 0.1 per second). */
export function formatRate(value: number): string {
  if (Math.abs(value) < 1000) return (Math.round(value * 10) / 10).toLocaleString('en-US', { maximumFractionDigits: 1 });
  return formatCookies(value);
}
