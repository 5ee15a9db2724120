import { Fragment } from 'react';
import { splitEmojiTokens, CUSTOM_EMOJI_SIZE } from '@common/emoji/tokens';
import { customEmojiByFile } from '@common/emoji/custom-emojis';
import { splitRedactions } from '@common/world/chat';
import { RedactedBar } from '../components/Redacted';

/**
 * A chat text as the window shows it: custom emoji tokens as 30x30 images, the word filter's
 * redaction markers as a blurred bar (live-world §5).
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitRedactions(text).map((part, i) =>
        part.kind === 'redacted' ? (
          <RedactedBar key={i} />
        ) : (
          <Fragment key={i}>
            {splitEmojiTokens(part.text).map((seg, j) =>
              seg.kind === 'text' ? (
                <Fragment key={j}>{seg.text}</Fragment>
              ) : (
                <img
                  key={j}
                  src={seg.src}
                  alt={`:${customEmojiByFile(seg.file)?.names[0] ?? 'emoji'}:`}
                  width={CUSTOM_EMOJI_SIZE}
                  height={CUSTOM_EMOJI_SIZE}
                  style={{ verticalAlign: 'middle', objectFit: 'contain' }}
                  loading="lazy"
                />
              ),
            )}
          </Fragment>
        ),
      )}
    </>
  );
}
