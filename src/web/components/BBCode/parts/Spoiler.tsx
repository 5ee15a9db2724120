import { useState, type ReactNode } from 'react';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { BBCODE_TEXT } from '@common/bbcode';
import classes from '../BBCode.module.css';

/** [spoiler]: hidden (not even rendered, so its pictures do not load) until clicked. */
export function Spoiler({ title, children }: { title?: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  const Icon = open ? IconEyeOff : IconEye;
  return (
    <div className={classes.spoiler} data-bbcode-spoiler>
      <button type="button" className={classes.spoilerButton} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <Icon size={16} aria-hidden />
        {title ?? BBCODE_TEXT.spoiler}
      </button>
      {open ? <div className={classes.spoilerBody}>{children()}</div> : null}
    </div>
  );
}
