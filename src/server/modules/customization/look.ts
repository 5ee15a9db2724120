import type { AppContext } from '../../context';

/**
 * What the town needs to draw a player: the hash of their composed look (the sheet is
 * cdn.lookSheet(look)), name-tag colour and size multipliers.
 * (Stub with defaults until the compositor lands; the signature is the contract.)
 */
export interface PlayerLook {
  look: string;
  nametagColor: string | null;
  width: number;
  height: number;
}

export async function getPlayerLook(_ctx: AppContext, _userId: string): Promise<PlayerLook> {
  return { look: 'default', nametagColor: null, width: 1, height: 1 };
}
