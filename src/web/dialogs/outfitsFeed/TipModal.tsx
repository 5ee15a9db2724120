import { useState } from 'react';
import { Avatar, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { outfitsFeedRoutes, type FeedPost } from '@common/api/routes/outfitsFeed';
import { FEED_TEXT, TIP_MAX, TIP_QUICK_AMOUNTS } from '@common/outfitsFeed/limits';
import { parseTipAmount } from '@common/outfitsFeed/rules';
import { call } from '../../api/client';
import { nestedEscape } from '../../components/escape';
import { Amount, CurrencyIcon } from '../../components/ItemGrid/Price';
import { Z } from '../../shell/layout';
import { useSession } from '../../stores/session';
import { toast } from '../../toast';
import { usePatchPost } from './api';
import classes from './feed.module.css';

/**
 * The tip dialog (§5): a positive whole number of coins, with quick amounts 10, 50, 100, 500,
 * 1000. The coins go to the creator through the ledger; the top bar updates at once.
 */
export function TipModal({ post, onClose }: { post: FeedPost | null; onClose(): void }) {
  const coins = useSession((s) => s.user?.coins ?? 0);
  const patch = usePatchPost();
  const [value, setValue] = useState<string | number>('');
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const amount = parseTipAmount(String(value));
  const problem = value === '' ? null : amount === null ? FEED_TEXT.tipAmountInvalid : amount > coins ? 'You do not have enough coins' : null;

  const close = () => {
    setValue('');
    onClose();
  };

  const write = useMutation({
    mutationFn: ({ post, amount }: { post: FeedPost; amount: number }) => call(outfitsFeedRoutes.tip, { params: { id: post.id }, body: { amount } }, { headers: { 'Idempotency-Key': requestKey } }),
    onSuccess: (res, { post }) => {
      useSession.getState().patchUser({ coins: res.balances.coins, gems: res.balances.gems, honor: res.balances.honor });
      patch(post.id, (p) => ({ ...p, tipCount: res.tipCount, tipTotal: res.tipTotal }));
      toast.success(res.message);
      setRequestKey(crypto.randomUUID());
      close();
    },
  });
  const busy = write.isPending;
  const send = () => {
    if (!post || amount === null) return;
    write.mutate({ post, amount });
  };

  const after = amount !== null && !problem ? coins - amount : null;
  return (
    <Modal opened={!!post} onClose={close} {...nestedEscape(close)} title={<Text fw={800}>{FEED_TEXT.tipTitle}</Text>} centered zIndex={Z.confirm} radius="lg" size="sm">
      <Stack gap="md">
        {post && (
          <Group gap="sm" wrap="nowrap" className={classes.tipTo} data-testid="tip-to">
            <Avatar src={post.creator.avatar} alt="" radius="xl" size={44} color="terracotta">
              {post.creator.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={0} miw={0} flex={1}>
              <Text size="sm">
                Send coins to <b>{post.creator.name}</b> for this post
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {post.description}
              </Text>
            </Stack>
          </Group>
        )}
        <SimpleGrid cols={{ base: 3, xs: 5 }} spacing={6}>
          {TIP_QUICK_AMOUNTS.map((n) => (
            <Button
              key={n}
              size="sm"
              px={4}
              radius="xl"
              variant={amount === n ? 'filled' : 'light'}
              disabled={n > coins}
              onClick={() => setValue(n)}
              data-testid={`tip-quick-${n}`}
            >
              {n.toLocaleString('en-US')}
            </Button>
          ))}
        </SimpleGrid>
        <NumberInput
          label="Amount (coins)"
          placeholder="Any whole number of coins"
          value={value}
          onChange={setValue}
          min={1}
          max={TIP_MAX}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          leftSection={<CurrencyIcon currency="coins" />}
          error={problem}
          data-autofocus
          data-testid="tip-amount"
        />
        <Group justify="space-between" gap={6} className={classes.tipBalance}>
          <Text size="xs" c="dimmed">
            Your coins
          </Text>
          <Group gap={6} wrap="nowrap">
            <Amount currency="coins" amount={coins} size="xs" />
            {after !== null && (
              <>
                <Text size="xs" c="dimmed">
                  →
                </Text>
                <Amount currency="coins" amount={after} size="xs" />
              </>
            )}
          </Group>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={send} loading={busy} disabled={amount === null || !!problem} leftSection={<IconCoin size={16} stroke={2.4} />} data-testid="tip-send">
            {amount ? `Tip ${amount.toLocaleString('en-US')} coins` : 'Tip'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
