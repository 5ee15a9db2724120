import { eq } from 'drizzle-orm';
import { countryNamed } from '@common/social/countries';
import { LOCATION_INVALID } from '@common/social/limits';
import { PROFILE_TEXT } from '@common/social/texts';
import type { AppContext } from '../../context';
import { Invalid } from '../../errors';
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

export async function setBio(ctx: AppContext, userId: string, bio: string): Promise<void> {
  await spendEdit(ctx, userId);
  await saveProfile(ctx, userId, { bio });
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
  await saveProfile(ctx, user.id, { nametag: nametag === '' ? null : nametag });
}
