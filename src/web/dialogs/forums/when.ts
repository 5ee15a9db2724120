import { timeAgo } from '@common/social/time';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A card's date: 'a few seconds ago' ... '6 days ago' for fresh posts, then 'Nov 4, 2026'. */
export function cardDate(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  if (now - at < WEEK_MS) return timeAgo(at, now);
  return new Date(at).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The meta line's full time: 'November 4, 2026 at 3:05 PM'. */
export function fullDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })} at ${d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}
