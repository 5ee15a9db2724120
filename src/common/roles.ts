/**
 * Roles: the `access` number a session answers (0 player, 1 moderator, 2 admin). Each role
 * includes the powers of the ones below it, so checks compare with `>=`.
 */
export const ACCESS = { player: 0, moderator: 1, admin: 2 } as const;
export type RoleName = keyof typeof ACCESS;
export type AccessLevel = (typeof ACCESS)[RoleName];

export const ROLE_NAMES = Object.keys(ACCESS) as RoleName[];

/** How a role reads on screen. */
export const ROLE_LABELS: Record<RoleName, string> = { player: 'Player', moderator: 'Moderator', admin: 'Admin' };

export const isRoleName = (name: string): name is RoleName => Object.hasOwn(ACCESS, name);

/** The role of an access number; unknown numbers above admin count as admin, below 0 as player. */
export function roleOf(access: number): RoleName {
  if (access >= ACCESS.admin) return 'admin';
  if (access >= ACCESS.moderator) return 'moderator';
  return 'player';
}

export const hasAccess = (access: number | null | undefined, needed: AccessLevel): boolean => (access ?? 0) >= needed;
export const isModerator = (access: number | null | undefined): boolean => hasAccess(access, ACCESS.moderator);
export const isAdmin = (access: number | null | undefined): boolean => hasAccess(access, ACCESS.admin);

/** The refusals a guard answers (403), written once. */
export const ROLE_TEXT = {
  moderatorsOnly: 'Only moderators can do that',
  adminsOnly: 'Only admins can do that',
} as const;
