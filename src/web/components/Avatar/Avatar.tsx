/**
 * A player's avatar at one of the 6 views (placeholder until the compositor lands; the props
 * are the contract other screens use).
 */
export interface AvatarProps {
  username?: string;
  view?: number;
  zoom?: number;
  /** Show the 218x218 head crop instead of the full body. */
  thumbnail?: boolean;
  size?: number;
  className?: string;
}

export function Avatar({ username, size = 32 }: AvatarProps) {
  return (
    <span
      aria-label={username ? `${username}'s avatar` : 'avatar'}
      style={{ display: 'inline-block', width: size, height: size, borderRadius: '50%', background: '#8aa' }}
    />
  );
}
