/** Texts of the API wrapper (social-core §8) and shared toasts. */
export const API_TEXT = {
  sessionLoading: 'Session loading, please wait',
  notAuthenticated: 'Not authenticated',
  noSessionKey: 'No session key available',
  timeout: 'Request timeout',
  network: 'Network error',
  failed: 'API request failed',
  sessionExpired: 'Session expired. Please sign in again.',
  unexpected: 'An unexpected error occurred',
  /** The server's refusal of an API request another site's page made (http/security.ts). */
  crossSite: 'Refused: this request came from another site. Open Oldroad itself and try again there.',
} as const;

export const API_TIMEOUT_MS = 30_000;
export const TOAST_SHORT_MS = 10_000;
export const TOAST_LONG_MS = 15_000;

export const OFFLINE_TEXT = {
  title: "Oh no! You're offline.",
  body: 'Old Road Town may be undergoing maintenance, or your connection is unstable. Please try again later.',
  retry: 'Try Again',
} as const;

/** The landing's backgrounds change this often (avatar-economy §2). */
export const LANDING_ROTATE_MS = 3000;

export const TOWN_NAME = 'Old Road Town';
export const PRODUCT_NAME = 'Oldroad';

/** The Menu dropdown's location card (avatar-economy §2). */
export const TOWN_LOCATION = { country: 'Italy', temperatureC: 29, weather: 'Cloudy', year: 2045 } as const;
