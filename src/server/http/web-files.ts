/**
 * Files of the web build sent compressed: text. Pictures and fonts (png, webp, woff2) are
 * compressed already. The build writes a .br and a .gz beside each of them
 * (scripts/web-build-plugins.ts); the server sends those to browsers that accept them (app.ts).
 */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
