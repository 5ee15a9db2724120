import { RESET_LINK_TTL_MS, RESET_PAGE_PATH } from '@common/accounts';
import { PRODUCT_NAME, TOWN_NAME } from '@common/texts';
import type { OutgoingMail } from './send';

/** The link a reset mail carries: the web page that asks for the new password. */
export const resetLink = (publicUrl: string, token: string): string => `${publicUrl}${RESET_PAGE_PATH}?token=${encodeURIComponent(token)}`;

export function passwordResetMail(to: string, username: string | null, link: string): OutgoingMail {
  const minutes = Math.round(RESET_LINK_TTL_MS / 60_000);
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      `Hello${username ? ` ${username}` : ''},`,
      '',
      `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.`,
      `Open this link to choose a new one. It works once, within ${minutes} minutes:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
      '',
      `See you in ${TOWN_NAME}!`,
    ].join('\n'),
  };
}
