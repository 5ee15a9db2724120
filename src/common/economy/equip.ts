import { CUSTOMIZATION_TEXT } from '../avatar/customization';

/**
 * What GET /api/inventory/{id}/equip/{flag} answers (live-world §8 shows the server's message
 * on failure: "Failed to equip item: {message}").
 */
export const EQUIP_TEXT = {
  equipped: (name: string) => `${name} equipped`,
  unequipped: (name: string) => `${name} unequipped`,
  /** 404: an id that is not in the catalog. */
  notFound: 'Item not found',
  /** 403: an item the player does not own. */
  notOwned: CUSTOMIZATION_TEXT.notOwned,
} as const;
