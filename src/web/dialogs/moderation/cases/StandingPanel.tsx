/** The reported player's standing, as the sanctions module answers it (shown once that module is in). */
export function StandingPanel({ standing }: { standing: unknown }) {
  if (!standing) return null;
  return null;
}
