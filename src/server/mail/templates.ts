import { RESET_LINK_TTL_MS, RESET_PAGE_PATH, VERIFY_LINK_TTL_MS, VERIFY_PAGE_PATH } from '@common/accounts';
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

/** The link a verification mail carries: the web page that verifies the address. */
export const verifyLink = (publicUrl: string, token: string): string => `${publicUrl}${VERIFY_PAGE_PATH}?token=${encodeURIComponent(token)}`;

export function verifyEmailMail(to: string, username: string | null, link: string): OutgoingMail {
  const hours = Math.round(VERIFY_LINK_TTL_MS / 3_600_000);
  return {
    to,
    subject: `Verify your ${PRODUCT_NAME} email address`,
    text: [
      `Hello${username ? ` ${username}` : ''},`,
      '',
      `Welcome to ${PRODUCT_NAME}! Open this link to verify your email address. It works once, within ${hours} hours:`,
      '',
      link,
      '',
      'You can play right away; once your address is verified you can also send coins and gems to other players.',
      `If you did not sign up for ${PRODUCT_NAME}, ignore this mail.`,
      '',
      `See you in ${TOWN_NAME}!`,
    ].join('\n'),
  };
}
