/** Texts of the support page, the payments API and feedback (issue 20; avatar-economy §8). */
export const PAYMENTS_TEXT = {
  unknownProduct: 'There is no such product',
  soldOut: 'Sold out',
  alreadySubscribed: 'You already have a subscription. Cancel it first to change plans.',
  lifetimeHeld: 'You already have a lifetime membership of this tier or higher',
  tooManyOpen: 'Too many checkouts are open. Finish or cancel one first.',
  providerFailed: 'The payment provider could not be reached. Please try again later.',
  badSignature: 'Invalid webhook signature',
  sessionNotFound: 'No such checkout session',
  sessionClosed: 'This checkout is no longer open',
  cardDeclined: 'Your card was declined.',
  cardInvalid: 'Your card number is incorrect. Use the test card 4242 4242 4242 4242.',
  expiryInvalid: 'Your card has expired or the expiry date is incorrect.',
  cvcInvalid: 'Your card’s security code is incorrect.',
  testBanner: 'Test payments: no money moves',
  closed: 'Payments are not open yet. Please check back soon.',
  disclaimer:
    'Purchases support the people who build and run Old Road Town. Gems, coins and memberships are virtual, have no cash value and cannot be exchanged for money. Subscriptions renew until cancelled; a cancelled plan lasts until the end of the period already paid. Payments are handled by our card payment provider; we never see your card number.',
} as const;

export const FEEDBACK_TEXT = {
  cancelMessage: 'Cancel subscription',
  noSubscription: 'You have no active subscription to cancel',
  kept: 'Thank you! Your message was sent to the team.',
  empty: 'Please write a message',
  tooLong: 'Messages can be at most 2,000 characters',
} as const;

export const FEEDBACK_MAX = 2000;

/** The answer to a cancellation: when the membership ends (the server says it in UTC, the page in the player's zone). */
export const cancelledText = (endsAt: Date, timeZone?: string): string =>
  `Your subscription is cancelled. Your membership ends on ${endsAt.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone })}.`;

/** The built-in test provider's payment page, a screen of the app (`?session=<checkout id>`). */
export const TEST_PAY_PATH = '/pay/test';
