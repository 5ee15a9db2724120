import { formatBadge } from '@common/format';
import { PRODUCT_NAME } from '@common/texts';

/** "(3) Oldroad" while mail is unread, the badge's own cap (99+) included. */
export function pageTitle(unread: number): string {
  return unread > 0 ? `(${formatBadge(unread)}) ${PRODUCT_NAME}` : PRODUCT_NAME;
}
