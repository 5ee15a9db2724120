import { isModerator } from '../roles';

/**
 * Who edits forum writing: its author, while its post is not locked (a moderator author still
 * may). The server's forum policy (src/server/modules/forum/policy.ts) decides with this rule;
 * the forum dialog uses it to offer Edit only where it would be accepted.
 */
export const authorMayEdit = (isAuthor: boolean, postLocked: boolean, access: number | null | undefined): boolean => isAuthor && (!postLocked || isModerator(access));
