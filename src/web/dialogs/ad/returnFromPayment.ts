import type { AdDialogProps, PaymentReturn } from '../props';

export type { PaymentReturn };

/**
 * The provider's success and cancel URLs come back to the app (`/?payment=success&session_id=`,
 * `/?payment=cancelled`): opens the support page showing the result and takes the parameters
 * out of the address (a reload shows the town, not the result again). True when it did.
 */
export function openAfterPayment(open: (name: 'ad', props: AdDialogProps) => void, location: Pick<Location, 'search' | 'pathname'> = window.location): boolean {
  const params = new URLSearchParams(location.search);
  const payment = params.get('payment');
  if (payment !== 'success' && payment !== 'cancelled') return false;
  const sessionId = params.get('session_id') ?? undefined;
  params.delete('payment');
  params.delete('session_id');
  const rest = params.toString();
  window.history.replaceState(null, '', `${location.pathname}${rest ? `?${rest}` : ''}`);
  const props: PaymentReturn = { payment, sessionId };
  open('ad', { ...props });
  return true;
}
