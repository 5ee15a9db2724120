import { useEffect, useState } from 'react';
import { Alert, Button, Fieldset, Skeleton, Stack } from '@mantine/core';
import type { ProductId } from '@common/payments/catalog';
import { BoostSection } from './BoostSection';
import { Disclaimer } from './Disclaimer';
import { GemPacksSection } from './GemPacksSection';
import { Hero } from './Hero';
import { LifetimeSection } from './LifetimeSection';
import { MembershipCard } from './MembershipCard';
import { PaymentResult } from './PaymentResult';
import { PlansSection } from './PlansSection';
import { useCatalog, useCheckout } from './usePayments';
import type { AdDialogProps } from '../props';

export type { AdDialogProps };

/**
 * The support and membership page (avatar-economy §2 `ad`, issue 20): plans, lifetime bundles,
 * gem packs, the boost goal and leaderboard, the disclaimer. Buying goes to the provider's
 * checkout; coming back shows the result here.
 */
export default function AdDialog({ section, payment, sessionId }: AdDialogProps) {
  const catalog = useCatalog();
  const checkout = useCheckout();
  const [busy, setBusy] = useState<ProductId | null>(null);
  const buy = (id: ProductId) => {
    setBusy(id);
    checkout.mutate(id, { onError: () => setBusy(null) });
  };
  const loaded = !!catalog.data;

  useEffect(() => {
    if (!section || !loaded) return;
    document.getElementById(`ad-${section}`)?.scrollIntoView({ block: 'start' });
  }, [section, loaded]);

  const data = catalog.data;
  return (
    <Stack gap="xl" data-testid="ad-dialog">
      <Hero mode={data?.mode} />
      {payment && <PaymentResult payment={payment} sessionId={sessionId} />}
      {catalog.isPending ? (
        <Stack gap="md">
          <Skeleton height={76} radius="lg" />
          <Skeleton height={260} radius="lg" />
          <Skeleton height={200} radius="lg" />
        </Stack>
      ) : catalog.isError ? (
        <Alert color="red" radius="lg" title={`Error loading the support page: ${catalog.error.message}`}>
          <Button size="xs" variant="light" color="red" onClick={() => void catalog.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : (
        data && (
          <>
            <MembershipCard membership={data.membership} />
            {/* Closed (no provider yet): everything shows, every buy button is disabled. */}
            <Fieldset variant="unstyled" disabled={data.mode === 'off'} p={0} m={0}>
              <Stack gap="xl">
                <PlansSection products={data.products} membership={data.membership} busy={busy} onBuy={buy} />
                <LifetimeSection products={data.products} membership={data.membership} busy={busy} onBuy={buy} />
                <GemPacksSection products={data.products} busy={busy} onBuy={buy} />
                <BoostSection product={data.products.find((p) => p.kind === 'boost')!} goal={data.goal} leaderboard={data.leaderboard} busy={busy} onBuy={buy} />
              </Stack>
            </Fieldset>
            <Disclaimer supportEmail={data.supportEmail} />
          </>
        )
      )}
    </Stack>
  );
}
