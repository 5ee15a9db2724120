import { BBCodeView } from '../../components/BBCode';
import classes from './email.module.css';

/** A mail's words as rich text (BBCode), line breaks kept. In the letter it leaves room for the stamp. */
export function MailBody({ message, inLetter = false }: { message: string; inLetter?: boolean }) {
  return <BBCodeView text={message} className={inLetter ? `${classes.body} ${classes.bodyInLetter}` : classes.body} data-testid="mail-body" />;
}
