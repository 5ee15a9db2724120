import { YOUTUBE_EMBED_ORIGIN } from '@common/bbcode';
import classes from '../BBCode.module.css';

/**
 * [youtube]: the privacy-enhanced player in a sandbox that allows only what it needs (its own
 * scripts and storage, full screen, "Watch on YouTube" in a new tab), never this page.
 */
export function YouTubeEmbed({ id }: { id: string }) {
  return (
    <div className={classes.video}>
      <iframe
        src={`${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(id)}`}
        title="YouTube video"
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
        allow="encrypted-media; picture-in-picture; fullscreen; accelerometer; gyroscope"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
