import { Skeleton, Text } from '@mantine/core';
import { FRAME_COUNT, FRAME_HEIGHT, FRAME_WIDTH } from '@common/avatar/sheet';
import { columnOfView, facingOfView, VIEW_COUNT } from '@common/avatar/views';
import { useImageState } from '../../components/useImageState';
import classes from './creator.module.css';

const VIEWS = Array.from({ length: VIEW_COUNT }, (_, v) => v);
const FACING_LABEL: Record<string, string> = {
  front: 'Front',
  'front-right': 'Front right',
  'back-right': 'Back right',
  back: 'Back',
  'back-left': 'Back left',
  'front-left': 'Front left',
};

/**
 * A composed 2550x850 sheet shown as its six views in rotation order (views 4 and 5 read
 * swapped columns), each `height` px tall. Used for the upload worn by the player's avatar and
 * for the moderators' two-body previews. Phones show them in two rows of three.
 */
export function SheetViews({ url, height, label, testId, columns = 6 }: { url: string | null; height: number; label: string; testId?: string; columns?: 3 | 6 }) {
  // No url yet: the preview is still being asked for.
  const state = useImageState(url, 'loading');

  const width = (height * FRAME_WIDTH) / FRAME_HEIGHT;
  if (state === 'failed') {
    return (
      <Text size="sm" c="red" data-testid={testId ? `${testId}-failed` : undefined}>
        The preview could not be drawn.
      </Text>
    );
  }
  return (
    <div
      className={classes.views}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(${Math.ceil(width) + 8}px, ${Math.ceil(width) + 40}px))` }}
      role="group"
      aria-label={label}
      data-testid={testId}
      data-state={state}
    >
      {VIEWS.map((view) => (
        <figure key={view} className={classes.view}>
          {state === 'ready' && url ? (
            <div
              role="img"
              aria-label={`${label}, ${FACING_LABEL[facingOfView(view)]}`}
              data-view={view}
              style={{
                width,
                height,
                backgroundImage: `url("${url}")`,
                backgroundSize: `${width * FRAME_COUNT}px ${height}px`,
                backgroundPosition: `${-columnOfView(view) * width}px 0`,
                backgroundRepeat: 'no-repeat',
              }}
            />
          ) : (
            <Skeleton width={width} height={height} radius="md" />
          )}
          <figcaption>{FACING_LABEL[facingOfView(view)]}</figcaption>
        </figure>
      ))}
    </div>
  );
}
