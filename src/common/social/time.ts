/**
 * "How long ago" in words, as profile comments show it: a comment posted this moment reads
 * 'a few seconds ago' (social-core §4). Thresholds follow the common convention (45 s, 45 min,
 * 22 h, 26 days, 11 months).
 */
export function timeAgo(when: Date | string | number, now: number = Date.now()): string {
  const seconds = Math.max(0, (now - new Date(when).getTime()) / 1000);
  const minutes = seconds / 60;
  const hours = minutes / 60;
  const days = hours / 24;
  const months = days / 30.4;
  const years = days / 365;
  const ago = (n: number, one: string, unit: string) => (Math.round(n) <= 1 ? `${one} ago` : `${Math.round(n)} ${unit} ago`);
  if (seconds < 45) return 'a few seconds ago';
  if (seconds < 90) return 'a minute ago';
  if (minutes < 45) return ago(minutes, 'a minute', 'minutes');
  if (minutes < 90) return 'an hour ago';
  if (hours < 22) return ago(hours, 'an hour', 'hours');
  if (hours < 36) return 'a day ago';
  if (days < 26) return ago(days, 'a day', 'days');
  if (days < 45) return 'a month ago';
  if (days < 320) return ago(months, 'a month', 'months');
  if (days < 548) return 'a year ago';
  return ago(years, 'a year', 'years');
}

/** A date as people read it: 'March 4, 2026'. */
export const longDate = (when: Date | string): string =>
  new Date(when).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
