import '../styles/forms';
import { useState } from 'react';
import { Alert, Anchor, Button, Center, Divider, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconAlertTriangle, IconCreditCard, IconFlask, IconLock } from '@tabler/icons-react';
import { paymentsRoutes } from '@common/api/routes/payments';
import { formatPrice } from '@common/payments/catalog';
import { PAYMENTS_TEXT } from '@common/payments/texts';
import { PRODUCT_NAME } from '@common/texts';
import { ApiError, call } from '../../api/client';
import { VisitorBackdrop } from '../VisitorBackdrop';

/** Groups a card number in fours as it is typed (digits only, 16 at most). */
const grouped = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM/YY as it is typed. */
const expiry = (raw: string) => {
  const d = raw.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

/**
 * The built-in test provider's payment page (issue 20 §3): what Stripe's hosted checkout would be,
 * clearly marked as a test. 4242 4242 4242 4242 pays (the app's own webhook grants it through the
 * same signed event as Stripe's); 4000 0000 0000 0002 is declined.
 */
export function TestPaymentScreen({ sessionId }: { sessionId: string }) {
  const session = useQuery({
    queryKey: ['payments', 'test', sessionId],
    enabled: !!sessionId,
    queryFn: ({ signal }) => call(paymentsRoutes.testSession, { params: { id: sessionId } }, { signal }),
    retry: false,
  });
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', name: '' });
  // A refusal shows in the form (the field it names too); on success the page leaves.
  const paying = useMutation({
    mutationFn: () => call(paymentsRoutes.testPay, { params: { id: sessionId }, body: card }),
    meta: { showsOwnError: true },
    onSuccess: (res) => window.location.assign(res.url),
  });
  const busy = paying.isPending || paying.isSuccess;
  const error = paying.error ? { message: paying.error.message, field: paying.error instanceof ApiError ? paying.error.field : undefined } : null;

  const pay = (e: React.FormEvent) => {
    e.preventDefault();
    paying.mutate();
  };

  const data = session.data;
  const product = data?.product;
  const price = product ? `$${formatPrice(product.priceCents)}${product.interval ? ` / ${product.interval}` : ''}` : '';
  return (
    <VisitorBackdrop>
      <Center flex={1} p={{ base: 'sm', sm: 'xl' }} py="xl">
        <Stack w="100%" maw={480} gap="md">
          <Title order={1} className="brand-title" fz={44} ta="center">
            {PRODUCT_NAME}
          </Title>
          <Paper radius="xl" p={{ base: 'lg', sm: 'xl' }} shadow="xl" data-testid="test-pay">
            <Stack gap="md">
              <Alert color="yellow" radius="lg" icon={<IconFlask size={20} />} title={PAYMENTS_TEXT.testBanner} data-testid="test-pay-banner">
                This is the app's test checkout. Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a decline.
              </Alert>
              {session.isPending && sessionId ? (
                <Center py="xl">
                  <Loader />
                </Center>
              ) : !data || !product ? (
                <Alert color="red" radius="lg" icon={<IconAlertTriangle size={18} />}>
                  {session.error?.message ?? PAYMENTS_TEXT.sessionNotFound}
                </Alert>
              ) : (
                <>
                  <Stack gap={4}>
                    <Text size="sm" c="dimmed">
                      You are buying
                    </Text>
                    <Group justify="space-between" align="baseline" gap="xs">
                      <Title order={2} fz={24} data-testid="test-pay-product">
                        {product.name}
                      </Title>
                      <Text fw={800} fz={22} c="terracotta.7" data-testid="test-pay-price">
                        {price}
                      </Text>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {product.features[0]}
                    </Text>
                  </Stack>
                  <Divider />
                  {data.status !== 'open' ? (
                    <Stack>
                      <Alert color="gray" radius="lg">
                        {PAYMENTS_TEXT.sessionClosed}
                      </Alert>
                      <Button component="a" href="/" variant="light">
                        Back to town
                      </Button>
                    </Stack>
                  ) : (
                    <form onSubmit={(e) => void pay(e)} noValidate data-testid="test-pay-form">
                      <Stack gap="sm">
                        <TextInput
                          label="Card number"
                          placeholder="4242 4242 4242 4242"
                          inputMode="numeric"
                          autoComplete="cc-number"
                          leftSection={<IconCreditCard size={16} />}
                          value={card.number}
                          onChange={(e) => setCard({ ...card, number: grouped(e.currentTarget.value) })}
                          error={error?.field === 'number' ? error.message : undefined}
                          data-testid="card-number"
                        />
                        <SimpleGrid cols={2} spacing="sm">
                          <TextInput label="Expiry" placeholder="MM/YY" inputMode="numeric" autoComplete="cc-exp" value={card.expiry} onChange={(e) => setCard({ ...card, expiry: expiry(e.currentTarget.value) })} error={error?.field === 'expiry' ? error.message : undefined} data-testid="card-expiry" />
                          <TextInput label="CVC" placeholder="123" inputMode="numeric" autoComplete="cc-csc" maxLength={4} value={card.cvc} onChange={(e) => setCard({ ...card, cvc: e.currentTarget.value.replace(/\D/g, '') })} error={error?.field === 'cvc' ? error.message : undefined} data-testid="card-cvc" />
                        </SimpleGrid>
                        <TextInput label="Name on card" autoComplete="cc-name" value={card.name} onChange={(e) => setCard({ ...card, name: e.currentTarget.value.slice(0, 100) })} />
                        {error && !error.field && (
                          <Alert color="red" radius="md" icon={<IconAlertTriangle size={18} />} data-testid="test-pay-error">
                            {error.message}
                          </Alert>
                        )}
                        <Button type="submit" size="md" loading={busy} leftSection={<IconLock size={16} />} data-testid="test-pay-submit">
                          Pay {price}
                        </Button>
                        <Anchor href={data.cancelUrl} size="sm" ta="center" c="dimmed" data-testid="test-pay-cancel">
                          Cancel and go back
                        </Anchor>
                      </Stack>
                    </form>
                  )}
                </>
              )}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </VisitorBackdrop>
  );
}
