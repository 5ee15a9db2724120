// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openAfterPayment } from './returnFromPayment';

describe('coming back from the payment page', () => {
  it('opens the support page with the result and takes it out of the address', () => {
    window.history.replaceState(null, '', '/?payment=success&session_id=cs_test_123&town=off');
    const opened: unknown[] = [];
    expect(openAfterPayment((name, props) => opened.push([name, props]))).toBe(true);
    expect(opened).toEqual([['ad', { payment: 'success', sessionId: 'cs_test_123' }]]);
    expect(window.location.pathname + window.location.search).toBe('/?town=off');
  });

  it('shows a cancelled payment, and does nothing on an ordinary visit or an unknown value', () => {
    window.history.replaceState(null, '', '/?payment=cancelled');
    const opened: unknown[] = [];
    expect(openAfterPayment((name, props) => opened.push([name, props]))).toBe(true);
    expect(opened).toEqual([['ad', { payment: 'cancelled', sessionId: undefined }]]);
    expect(window.location.search).toBe('');
    window.history.replaceState(null, '', '/?payment=stolen');
    expect(openAfterPayment(() => opened.push('again'))).toBe(false);
    window.history.replaceState(null, '', '/');
    expect(openAfterPayment(() => opened.push('again'))).toBe(false);
    expect(opened).toHaveLength(1);
  });
});
