import { useEffect, useMemo, useState } from 'react';
import { Button, CloseButton, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconCopy, IconHanger, IconSearch, IconShirt, IconTrash } from '@tabler/icons-react';
import { outfitRoutes, type Outfit } from '@common/api/routes/outfits';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { OUTFIT_SEARCH_MAX, OUTFIT_TEXT, outfitCode } from '@common/economy/outfits';
import { call } from '../../api/client';
import { confirm } from '../../components/confirm';
import { OUTFITS_QUERY_KEY, SaveOutfitButton, lookChanged, useOutfits } from '../../components/Dressing';
import { useDialogs } from '../../stores/dialogs';
import { toast } from '../../toast';
import { EmptyState, LoadError } from '../wardrobe/states';
import { copyText } from './clipboard';
import { OutfitCard } from './OutfitCard';
import classes from './outfits.module.css';

/**
 * Saved outfits (avatar-economy §2): a grid of 1-5 columns with a name search; selecting one
 * offers Wear Outfit, Copy code ([outfit]{publicId}[/outfit]) and Delete, wear and delete asking
 * first. The search and Save Outfit sit at the bottom.
 */
export default function OutfitsDialog() {
  const qc = useQueryClient();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const outfits = useOutfits();
  const [term, setTerm] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const all = useMemo(() => outfits.data ?? [], [outfits.data]);
  const shown = useMemo(() => {
    const t = term.trim().toLowerCase();
    return t ? all.filter((o) => o.name.toLowerCase().includes(t)) : all;
  }, [all, term]);
  const selected = all.find((o) => o.id === selectedId) ?? null;

  // The list failing is told once as a toast too (avatar-economy §8).
  const failedAt = outfits.isError ? outfits.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(OUTFIT_TEXT.listToast);
  }, [failedAt]);

  const wearing = useMutation({
    mutationFn: (o: Outfit) => call(outfitRoutes.wear, { params: { id: o.id } }),
    onSuccess: async (res) => {
      await lookChanged();
      // Items no longer owned were left out: the answer names them.
      if (res.skipped.length > 0) toast.info(res.message, 15_000);
      else toast.success(res.message);
    },
  });
  const removing = useMutation({
    mutationFn: (o: Outfit) => call(outfitRoutes.remove, { params: { id: o.id } }),
    onSuccess: async (res) => {
      toast.success(res.message);
      setSelectedId(null);
      await qc.invalidateQueries({ queryKey: OUTFITS_QUERY_KEY });
    },
  });
  const busy = wearing.isPending ? 'wear' : removing.isPending ? 'delete' : null;

  const wear = async (o: Outfit) => {
    if (!(await confirm({ title: OUTFIT_TEXT.wearConfirm, detail: OUTFIT_TEXT.wearConfirmDetail, confirmLabel: 'Wear Outfit' }))) return;
    wearing.mutate(o);
  };

  const remove = async (o: Outfit) => {
    if (!(await confirm({ title: OUTFIT_TEXT.deleteConfirm, detail: OUTFIT_TEXT.deleteConfirmDetail, confirmLabel: 'Delete', danger: true }))) return;
    removing.mutate(o);
  };

  const copy = async (o: Outfit) => {
    if (await copyText(outfitCode(o.publicId))) toast.success(OUTFIT_TEXT.codeCopied);
    else toast.error('Could not copy to the clipboard');
  };

  let body;
  if (outfits.isError) {
    body = <LoadError message={OUTFIT_TEXT.listError(outfits.error.message)} onRetry={() => void outfits.refetch()} />;
  } else if (outfits.isPending) {
    body = (
      <SimpleGrid type="container" cols={{ base: 1, '260px': 2, '480px': 3, '680px': 4, '880px': 5 }} spacing="md">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} radius="lg" className={classes.skeleton} />
        ))}
      </SimpleGrid>
    );
  } else if (shown.length === 0) {
    body = term.trim() ? (
      <EmptyState text={OUTFIT_TEXT.noMatch(term.trim())} hint="Try another name." />
    ) : (
      <EmptyState text={OUTFIT_TEXT.empty} hint="Dress up the way you like, then Save Outfit to wear the whole look again in one click.">
        <Button variant="light" mt="xs" leftSection={<IconHanger size={16} />} onClick={() => useDialogs.getState().open('wardrobe')}>
          Open Wardrobe
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <SimpleGrid type="container" cols={{ base: 1, '260px': 2, '480px': 3, '680px': 4, '880px': 5 }} spacing="md" data-testid="outfits-grid">
        {shown.map((o) => (
          <OutfitCard key={o.id} outfit={o} selected={o.id === selectedId} onSelect={() => setSelectedId((cur) => (cur === o.id ? null : o.id))} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <div className={classes.body} data-testid="outfits">
      <div className={classes.scroll}>{body}</div>
      {selected && (
        <div className={classes.actions} data-testid="outfit-actions">
          <Stack gap={0} miw={0} flex={1}>
            <Text fw={800} truncate>
              {selected.name}
            </Text>
            <Text size="xs" c="dimmed">
              {outfitCode(selected.publicId)}
            </Text>
          </Stack>
          <Group gap={6} wrap="nowrap" className={classes.actionButtons}>
            <Button leftSection={mobile ? undefined : <IconShirt size={16} />} loading={busy === 'wear'} disabled={busy !== null} onClick={() => void wear(selected)} data-testid="wear-outfit">
              Wear Outfit
            </Button>
            <Button variant="light" color="dusk" leftSection={mobile ? undefined : <IconCopy size={16} />} onClick={() => void copy(selected)} data-testid="copy-outfit">
              Copy code
            </Button>
            <Button variant="light" color="red" leftSection={mobile ? undefined : <IconTrash size={16} />} loading={busy === 'delete'} disabled={busy !== null} onClick={() => void remove(selected)} data-testid="delete-outfit">
              Delete
            </Button>
          </Group>
        </div>
      )}
      <Group gap="sm" wrap="nowrap" className={classes.footer}>
        <TextInput
          flex={1}
          radius="xl"
          size="sm"
          placeholder="Search outfits"
          aria-label="Search outfits"
          leftSection={<IconSearch size={16} />}
          value={term}
          maxLength={OUTFIT_SEARCH_MAX}
          onChange={(e) => setTerm(e.currentTarget.value.slice(0, OUTFIT_SEARCH_MAX))}
          rightSection={term ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setTerm('')} /> : null}
          data-testid="outfits-search"
        />
        <SaveOutfitButton size="sm" onSaved={(id) => setSelectedId(id)} />
      </Group>
    </div>
  );
}
