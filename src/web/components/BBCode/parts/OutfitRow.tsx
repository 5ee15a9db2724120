import { cdn } from '@common/cdn';
import classes from '../BBCode.module.css';

/** [outfit] and [outfitlarge]: the outfit's picture; consecutive ones share a row. */
export function OutfitRow({ outfits }: { outfits: { id: string; large: boolean }[] }) {
  return (
    <div className={classes.outfits} data-bbcode-outfits={outfits.length}>
      {outfits.map((o, i) => (
        <img
          key={`${o.id}-${i}`}
          className={o.large ? `${classes.outfit} ${classes.outfitLarge}` : classes.outfit}
          src={cdn.outfit(o.id)}
          alt={`Outfit ${o.id}`}
          loading="lazy"
          decoding="async"
        />
      ))}
    </div>
  );
}
