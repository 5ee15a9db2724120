import { and, eq } from 'drizzle-orm';
import { PROFILE_TEXT } from '@common/social/texts';
import type { AppContext } from '../../context';
import { playerNamed } from '../users/players';
import { spendAllowance } from './players';
import { assertCanHeart } from './policy';
import { profiles } from './schema';
import { saveProfile } from './edits';

/**
 * Hearts (on) a player or takes the heart back (off). A player hearts one player at a time:
 * hearting someone new moves the heart (social-core §4).
 */
export async function setMatch(ctx: AppContext, meId: string, username: string, on: boolean): Promise<string> {
  await spendAllowance(ctx, 'profileEdits', meId, PROFILE_TEXT.editsTooFast);
  const other = await playerNamed(ctx, username);
  await assertCanHeart(ctx, { id: meId }, other, on);
  if (on) {
    await saveProfile(ctx, meId, { matchId: other.id });
    return PROFILE_TEXT.heartSent(other.username);
  }
  await ctx.db.update(profiles).set({ matchId: null }).where(and(eq(profiles.userId, meId), eq(profiles.matchId, other.id)));
  return PROFILE_TEXT.heartRemoved(other.username);
}
