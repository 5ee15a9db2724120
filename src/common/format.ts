/** Large counts as K, M, B, T (1234 -> 1.2K). */
export function formatCount(value: number): string {
  const units: [number, string][] = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  const abs = Math.abs(value);
  for (const [size, unit] of units) {
    if (abs >= size) {
      const scaled = value / size;
      const text = scaled >= 100 || Number.isInteger(scaled) ? Math.trunc(scaled).toString() : (Math.trunc(scaled * 10) / 10).toString();
      return `${text}${unit}`;
    }
  }
  return Math.trunc(value).toString();
}

/** Unread badge text: capped at 99+. */
export function formatBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}
