import { useState } from 'react';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { outfitsFeedRoutes, type FeedPost } from '@common/api/routes/outfitsFeed';
import { FEED_TEXT, TIP_MAX, TIP_QUICK_AMOUNTS } from '@common/outfitsFeed/limits';
import { parseTipAmount } from '@common/outfitsFeed/rules';
import { call } from '../../api/client';
import { nestedEscape } from '../../components/escape';
import { Z } from '../../shell/layout';
import { useSession } from '../../stores/session';
import { toast } from '../../toast';
import { errorText, usePatchPost } from './api';

/**
 * The tip dialog (§5): a positive whole number of coins, with quick amounts 10, 50, 100, 500,
 * 1000. The coins go to the creator through the ledger; the top bar updates at once.
 */
export function TipModal({ post, onClose }: { post: FeedPost | null; onClose(): void }) {
  const coins = useSession((s) => s.user?.coins ?? 0);
  const patch = usePatchPost();
  const [value, setValue] = useState<string | number>('');
  const [busy, setBusy] = useState(false);
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const amount = parseTipAmount(String(value));
  const problem = value === '' ? null : amount === null ? FEED_TEXT.tipAmountInvalid : amount > coins ? 'You do not have enough coins' : null;

  const close = () => {
    setValue('');
    onClose();
  };

  const send = async () => {
    if (!post || amount === null) return;
    setBusy(true);
    try {
      const res = await call(outfitsFeedRoutes.tip, { params: { id: post.id }, body: { amount } }, { quiet: true, headers: { 'Idempotency-Key': requestKey } });
      useSession.getState().patchUser({ coins: res.balances.coins, gems: res.balances.gems, honor: res.balances.honor });
      patch(post.id, (p) => ({ ...p, tipCount: res.tipCount, tipTotal: res.tipTotal }));
      toast.success(res.message);
      setRequestKey(crypto.randomUUID());
      close();
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={!!post} onClose={close} {...nestedEscape(close)} title={<Text fw={800}>{FEED_TEXT.tipTitle}</Text>} centered zIndex={Z.confirm} radius="lg" size="sm">
      <Stack>
        <Text size="sm" c="dimmed">
          Send coins to <b>{post?.creator.name}</b> for this post. You have {coins.toLocaleString('en-US')} coins.
        </Text>
        <SimpleGrid cols={5} spacing={6}>
          {TIP_QUICK_AMOUNTS.map((n) => (
            <Button key={n} size="xs" px={4} variant={amount === n ? 'filled' : 'light'} onClick={() => setValue(n)} data-testid={`tip-quick-${n}`}>
              {n}
            </Button>
          ))}
        </SimpleGrid>
        <NumberInput
          label="Amount (coins)"
          value={value}
          onChange={setValue}
          min={1}
          max={TIP_MAX}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          error={problem}
          data-testid="tip-amount"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={send} loading={busy} disabled={amount === null || !!problem} data-testid="tip-send">
            Tip {amount ? amount.toLocaleString('en-US') : ''} coins
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
