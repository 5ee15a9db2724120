/**
 * The mark on the page's root element when the server sent a screen drawn in it (the landing:
 * screens/landing/prerender.tsx): main.tsx leaves it showing until the app draws that screen.
 */
export const PRERENDERED = { attribute: 'data-prerendered', landing: 'landing' } as const;
