import { Badge } from '@mantine/core';
import type { CollageLayout, PostType } from '@common/outfitsFeed/limits';
import classes from './feed.module.css';

/** What one slot shows: a picture and whether it is an outfit (drawn whole) or a photo (cropped). */
export interface SlotPicture {
  src: string;
  kind: 'outfit' | 'upload';
  alt: string;
}

/**
 * A post's picture: the outfit for a single post, the three slots in their layout for a collage
 * (main-left, main-right, main-top; the first slot is the main one).
 */
export function PostPreview({ type, layout, slots, pending }: { type: PostType; layout: CollageLayout | null; slots: (SlotPicture | null)[]; pending?: string | null }) {
  const picture = (s: SlotPicture | null, i: number) => (
    <div className={classes.slot} key={i}>
      {s && <img src={s.src} alt={s.alt} data-kind={s.kind} loading="lazy" draggable={false} />}
    </div>
  );
  return (
    <div className={classes.preview}>
      {pending && (
        <Badge className={classes.badge} color={pending === 'rejected' ? 'red' : 'yellow'} variant="filled" size="sm">
          {pending === 'rejected' ? 'Rejected' : 'Waiting for moderation'}
        </Badge>
      )}
      {type === 'single' ? (
        <div className={`${classes.single} ${classes.slot}`}>{slots[0] && <img src={slots[0].src} alt={slots[0].alt} data-kind={slots[0].kind} loading="lazy" draggable={false} />}</div>
      ) : (
        <div className={classes.collage} data-layout={layout ?? 'main-left'}>
          {[0, 1, 2].map((i) => picture(slots[i] ?? null, i))}
        </div>
      )}
    </div>
  );
}
