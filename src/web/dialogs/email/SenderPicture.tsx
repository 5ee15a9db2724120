import { PRODUCT_NAME } from '@common/texts';
import type { Mail } from '@common/api/routes/mail';
import { Avatar } from '../../components/Avatar';
import classes from './email.module.css';
import { otherParty } from './folders';

/**
 * The other party's picture on a mail: their avatar's head, or for the product's own mail
 * (`fromSystem`, which has no avatar or profile) the product's mark.
 */
export function SenderPicture({ mail, size }: { mail: Mail; size: number }) {
  return (
    <span className={classes.avatarRing}>
      {mail.fromSystem && !mail.isSender ? (
        <img src="/favicon.svg" width={size} height={size} alt={PRODUCT_NAME} className={classes.systemMark} data-testid="mail-system-mark" />
      ) : (
        <Avatar username={otherParty(mail)} thumbnail size={size} />
      )}
    </span>
  );
}
