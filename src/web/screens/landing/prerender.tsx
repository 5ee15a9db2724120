import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { PRERENDERED } from '../../prerendered';
import { theme } from '../../theme';
import { LandingView } from './LandingView';

/**
 * The page's root element with the landing drawn in it, made once at build time
 * (scripts/prerender-landing.ts) and sent to visitors (src/server/app.ts): the landing shows as
 * soon as the page and its styles arrive, instead of after the app's code is read and run (most
 * of a second on a slow phone; issue 23's largest-contentful-paint target). Its status pill
 * waits, empty, for the app.
 */
export function renderLandingRoot(): string {
  const landing = renderToString(
    <MantineProvider theme={theme} defaultColorScheme="light">
      <LandingView />
    </MantineProvider>,
  );
  return `<div id="root" ${PRERENDERED.attribute}="${PRERENDERED.landing}">${landing}</div>`;
}
