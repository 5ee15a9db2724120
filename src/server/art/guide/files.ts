import { categoryByKey } from '@common/avatar/categories';
import { houseItemId } from '@common/avatar/customization';

/** Where the art generator writes the Creator Guide (under ART_DIR), served at cdn.creatorGuide(). */
export const CREATOR_GUIDE_FILE = 'guide/creator-guide.pdf';

/**
 * The generated art the guide's pictures are made of (it is written after them): the body
 * on the template, an example item, and the first design of every category as its icon.
 */
export const GUIDE_BODY = { isMale: false, tone: 3 } as const;
export const GUIDE_EXAMPLE_ITEM = houseItemId(categoryByKey('top').id, 5);
export const GUIDE_EXAMPLE_HAIR = houseItemId(categoryByKey('hair').id, 0);
export const categoryIconItem = (categoryId: number) => houseItemId(categoryId, 0);
