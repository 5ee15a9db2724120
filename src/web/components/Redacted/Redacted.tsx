import { Fragment, type ReactNode } from 'react';
import { REDACTION_MARKER, splitRedactions } from '@common/world/chat';
import classes from './Redacted.module.css';

/**
 * What the word filter censored: a blurred bar in place of the word (live-world §5). The chat
 * window, BBCode texts (forum posts, mail, comments, bios) and plain texts (feed descriptions
 * and comments) draw the redaction marker with it.
 */
export function RedactedBar() {
  return <span className={classes.bar} role="img" aria-label="filtered word" data-testid="redacted" />;
}

/** Text with its redaction markers drawn as bars; `render` draws the plain parts (emoji, line breaks). */
export function RedactedText({ text, render = (t) => t }: { text: string; render?: (part: string) => ReactNode }) {
  if (!text.includes(REDACTION_MARKER)) return <>{render(text)}</>;
  return (
    <>
      {splitRedactions(text).map((part, i) => (part.kind === 'redacted' ? <RedactedBar key={i} /> : <Fragment key={i}>{render(part.text)}</Fragment>))}
    </>
  );
}
