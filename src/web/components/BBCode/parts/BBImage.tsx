import { IMAGE_MAX_WIDTH, IMAGE_TAGS, type ImageTag } from '@common/bbcode';
import classes from '../BBCode.module.css';

/**
 * An [img...] picture: loaded lazily, never wider than its box or its tag's width, sent without
 * a referrer (the page address is nobody's business).
 */
export function BBImage({ src, tag }: { src: string; tag: ImageTag }) {
  const { align, width } = IMAGE_TAGS[tag];
  const max = IMAGE_MAX_WIDTH[width];
  const img = (
    <img
      className={classes.image}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      data-bbcode-image={tag}
      style={max === '100%' ? { width: '100%' } : { maxWidth: `min(${max}px, 100%)` }}
    />
  );
  return align === 'center' ? <div className={classes.center}>{img}</div> : img;
}
