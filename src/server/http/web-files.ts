/**
 * Files of the web build sent compressed: text. Pictures and fonts (png, webp, woff2) are
 * compressed already. The build writes a .br and a .gz beside each of them
 * (scripts/web-build-plugins.ts); the server sends those to browsers that accept them (app.ts).
 */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * The page a visitor (no session cookie) is sent at `/`: the built index.html with the landing
 * already drawn in it (scripts/prerender-landing.ts). A signed-in player, any other path, or a
 * build without it gets index.html, whose app draws the screen itself.
 */
export const LANDING_PAGE = 'landing.html';
