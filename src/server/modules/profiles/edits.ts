import { eq } from 'drizzle-orm';
import { countryNamed } from '@common/social/countries';
import { LOCATION_INVALID } from '@common/social/limits';
import { PROFILE_TEXT } from '@common/social/texts';
import { WORDS_TEXT } from '@common/words/rules';
import type { AppContext } from '../../context';
import { Forbidden, Invalid } from '../../errors';
import { assertLabelAllowed, holdForModerators, openWordCase, screenText } from '../words/screen';
import { customizations } from '../customization/schema';
import { ensureCustomizationRow } from '../customization/store';
import type { UserRow } from '../users/schema';
import { spendAllowance } from './players';
import { assertCanStyleName } from './policy';
import { profiles, type ProfileRow } from './schema';

type ProfileFields = Partial<Pick<ProfileRow, 'bio' | 'location' | 'bioColor' | 'nametag' | 'matchId'>>;

/** Writes some of a player's profile fields, creating the row on first use. */
export async function saveProfile(ctx: AppContext, userId: string, fields: ProfileFields): Promise<void> {
  await ctx.db.insert(profiles).values({ userId, ...fields }).onConflictDoUpdate({ target: profiles.userId, set: fields });
}

const spendEdit = (ctx: AppContext, userId: string) => spendAllowance(ctx, 'profileEdits', userId, PROFILE_TEXT.editsTooFast);

/**
 * The word filter (words/screen.ts) reads a bio like any text: censored words replaced;
 * `review`: saved with a case on the player; `hide`: not saved (the old bio stays), the case on
 * the player quotes it, and the player is told.
 */
export async function setBio(ctx: AppContext, userId: string, bio: string): Promise<void> {
  await spendEdit(ctx, userId);
  const verdict = await screenText(ctx, bio, { where: 'bio', authorId: userId });
  if (verdict.hidden) {
    await holdForModerators(ctx, verdict, { where: 'bio', authorId: userId }, bio);
    throw new Forbidden(WORDS_TEXT.bioHeld);
  }
  await ctx.db.transaction(async (tx) => {
    await tx.insert(profiles).values({ userId, bio: verdict.text }).onConflictDoUpdate({ target: profiles.userId, set: { bio: verdict.text } });
    await openWordCase(ctx, tx, verdict, { type: 'player', id: userId });
  });
}

/** Stores the list's own spelling of the country (the contract already checked it is one). */
export async function setLocation(ctx: AppContext, userId: string, location: string): Promise<void> {
  const country = countryNamed(location);
  if (!country) throw new Invalid(LOCATION_INVALID, 'location');
  await spendEdit(ctx, userId);
  await saveProfile(ctx, userId, { location: country.name });
}

export async function setBioColor(ctx: AppContext, userId: string, bioColor: string): Promise<void> {
  await spendEdit(ctx, userId);
  await saveProfile(ctx, userId, { bioColor: bioColor.toLowerCase() });
}

/** The colour of the member's name: kept with the avatar, because the town draws it. */
export async function setNameColor(ctx: AppContext, user: UserRow, nameColor: string): Promise<void> {
  assertCanStyleName(user);
  await spendEdit(ctx, user.id);
  await ensureCustomizationRow(ctx.db, user.id, user.isMale);
  await ctx.db.update(customizations).set({ nametagColor: nameColor.toLowerCase(), updatedAt: new Date() }).where(eq(customizations.userId, user.id));
}

/** '' removes the name tag. */
export async function setNametag(ctx: AppContext, user: UserRow, nametag: string): Promise<void> {
  assertCanStyleName(user);
  await spendEdit(ctx, user.id);
  // Shown under the name in town like the name itself: a listed word refuses it (words/screen.ts).
  await assertLabelAllowed(ctx, nametag, WORDS_TEXT.nametagRefused, 'nametag');
  await saveProfile(ctx, user.id, { nametag: nametag === '' ? null : nametag });
}
