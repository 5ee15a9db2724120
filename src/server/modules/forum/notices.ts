import type { AppContext } from '../../context';

/**
 * Tells this process's caches at once about a forum write that just committed (the database's
 * notice reaches every process, this one included, at their next poll): `p<post>`, `r<post>`,
 * `a<player>` as in migration 0016. Call after the transaction, never inside it.
 */
export function forumChanged(ctx: AppContext, ...notices: string[]): void {
  for (const n of notices) ctx.changes?.heard('forum', n);
}
