import { Alert, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import { productById } from '@common/payments/catalog';
import { usePaymentReturn } from './usePaymentReturn';

/** What happened at the payment page, shown at the top of the support page on the way back. */
export function PaymentResult({ payment, sessionId }: { payment: 'success' | 'cancelled'; sessionId?: string }) {
  const status = usePaymentReturn(payment === 'success' ? sessionId : undefined);
  if (payment === 'cancelled') {
    return (
      <Alert color="gray" radius="lg" icon={<IconInfoCircle />} title="Payment cancelled" data-testid="payment-result">
        Nothing was charged. You can pick something again whenever you like.
      </Alert>
    );
  }
  const product = status.data ? productById(status.data.product) : undefined;
  if (status.data?.status === 'complete') {
    return (
      <Alert color="moss" radius="lg" icon={<IconCircleCheck />} title="Thank you! Your payment went through." data-testid="payment-result">
        <Text size="sm">{product ? `${product.name} is yours. A receipt is in your mail.` : 'A receipt is in your mail.'}</Text>
      </Alert>
    );
  }
  if (status.isError || status.data?.status === 'expired') {
    return (
      <Alert color="red" radius="lg" icon={<IconInfoCircle />} title="We could not confirm this payment" data-testid="payment-result">
        {status.error?.message ?? 'This checkout expired before it was paid. Nothing was charged.'}
      </Alert>
    );
  }
  return (
    <Alert color="blue" radius="lg" icon={<IconClockHour4 />} title="Confirming your payment…" data-testid="payment-result">
      <Loader size="xs" /> It usually takes a few seconds; your balance updates by itself.
    </Alert>
  );
}
