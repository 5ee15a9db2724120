import { cdn } from '@common/cdn';
import { useDialogs } from '../../../stores/dialogs';
import classes from '../BBCode.module.css';

/** @name, [mention] and [player]: opens that player's profile (the about dialog). */
export function Mention({ username, player }: { username: string; player: boolean }) {
  const open = () => useDialogs.getState().open('about', { username });
  return (
    <button type="button" className={player ? `${classes.mention} ${classes.player}` : classes.mention} onClick={open} data-mention={username} title={`View ${username}'s profile`}>
      {player ? <img className={classes.playerFace} src={cdn.userThumbnail(username)} alt="" loading="lazy" /> : null}
      {player ? username : `@${username}`}
    </button>
  );
}
