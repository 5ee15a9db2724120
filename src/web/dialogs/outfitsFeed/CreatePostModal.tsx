import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconArrowLeft, IconDiamond } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { COLLAGE_LAYOUTS, DESCRIPTION_MAX, FEED_TEXT, LAYOUT_LABELS, PRIVACY_LABELS, PRIVACY_LEVELS, TAGS_SHOWN, type CollageLayout, type PostType, type Privacy } from '@common/outfitsFeed/limits';
import { parseTags } from '@common/outfitsFeed/rules';
import { nestedEscape } from '../../components/escape';
import { Z } from '../../shell/layout';
import { useSession } from '../../stores/session';
import { toast } from '../../toast';
import { FEED_QUERY_KEY, UPLOADS_QUERY_KEY, createPost, errorText } from './api';
import { emptyForm, formProblem, slotPictures, toRequest, type FormSlot, type PostForm } from './createForm';
import { PostPreview } from './PostPreview';
import { SlotChooser, SlotTile } from './SlotChooser';
import classes from './feed.module.css';

/**
 * Create Post (§4): single (1 slot) or collage (3 slots, layout main-left, main-right or
 * main-top); each slot one of the player's outfits or an uploaded image; description with its
 * n/500 counter, tags, privacy; then the preview and 'Create Post (1 gem)'. Closing resets the form.
 */
export function CreatePostModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const qc = useQueryClient();
  const gems = useSession((s) => s.user?.gems ?? 0);
  const [form, setForm] = useState<PostForm>(emptyForm);
  const [step, setStep] = useState<'edit' | 'preview'>('edit');
  const [choosing, setChoosing] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const requestKey = useRef(crypto.randomUUID());

  // Object URLs of chosen files are freed when the form lets go of them.
  const urls = useRef(new Set<string>());
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const reset = () => {
    urls.current.forEach((u) => URL.revokeObjectURL(u));
    urls.current.clear();
    setForm(emptyForm());
    setStep('edit');
    setChoosing(null);
    setError(null);
    requestKey.current = crypto.randomUUID();
  };
  const close = () => {
    reset();
    onClose();
  };

  const setType = (type: PostType) => setForm((f) => ({ ...emptyForm(type), description: f.description, tags: f.tags, privacy: f.privacy }));
  const setSlot = (i: number, slot: FormSlot) => {
    if (slot?.type === 'upload') urls.current.add(slot.src);
    setForm((f) => ({ ...f, slots: f.slots.map((s, j) => (j === i ? slot : s)) }));
    setChoosing(null);
    setError(null);
  };

  const toPreview = () => {
    const problem = formProblem(form);
    setError(problem);
    if (!problem) setStep('preview');
  };

  // A refusal shows in the form (back at the editing step), not as a toast.
  const creating = useMutation({
    mutationFn: () => {
      const { fields, files } = toRequest(form);
      return createPost(fields, files, requestKey.current);
    },
    meta: { showsOwnError: true },
    onSuccess: async (res) => {
      useSession.getState().patchUser({ coins: res.balances.coins, gems: res.balances.gems, honor: res.balances.honor });
      toast.success(res.message, 8000);
      await qc.invalidateQueries({ queryKey: FEED_QUERY_KEY });
      await qc.invalidateQueries({ queryKey: UPLOADS_QUERY_KEY });
      close();
    },
    onError: (err) => {
      setError(errorText(err));
      setStep('edit');
    },
  });
  const busy = creating.isPending;
  const submit = () => creating.mutate();

  const tags = parseTags(form.tags);
  const title = choosing !== null ? `Slot ${choosing + 1}: pick an outfit or upload an image` : step === 'preview' ? FEED_TEXT.previewTitle : FEED_TEXT.createTitle;
  return (
    <Modal
      opened={opened}
      onClose={close}
      {...nestedEscape(choosing !== null ? () => setChoosing(null) : close)}
      title={<Text fw={800}>{title}</Text>}
      centered
      fullScreen={mobile}
      size={720}
      zIndex={Z.confirm}
      radius="lg"
      data-testid="create-post"
    >
      {choosing !== null ? (
        <SlotChooser onPick={(slot) => setSlot(choosing, slot)} onBack={() => setChoosing(null)} onError={setError} error={error} />
      ) : step === 'preview' ? (
        <Stack>
          <div className={classes.previewFrame}>
            <div className={classes.card} style={{ height: '100%' }}>
              <PostPreview type={form.type} layout={form.type === 'collage' ? form.layout : null} slots={slotPictures(form)} />
              <div className={classes.body}>
                <Text className={classes.description}>{form.description.trim()}</Text>
                <Group gap={4}>
                  {tags.slice(0, TAGS_SHOWN).map((t) => (
                    <Badge key={t} variant="light" size="sm">
                      #{t}
                    </Badge>
                  ))}
                </Group>
              </div>
            </div>
          </div>
          <Text size="sm" c="dimmed" ta="center">
            {PRIVACY_LABELS[form.privacy]} · {form.slots.some((s) => s?.type === 'upload') ? FEED_TEXT.createdNote : 'Outfits only: it appears in the feed at once.'}
          </Text>
          <Group justify="space-between">
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => setStep('edit')}>
              Back
            </Button>
            <Button onClick={submit} loading={busy} disabled={gems < 1} leftSection={<IconDiamond size={16} />} data-testid="create-post-confirm">
              {FEED_TEXT.createButton}
            </Button>
          </Group>
          {gems < 1 && (
            <Text c="red" size="sm" ta="right">
              You need 1 gem to post.
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <SegmentedControl
              value={form.type}
              onChange={(v) => setType(v as PostType)}
              data={[
                { value: 'single', label: 'Single Outfit' },
                { value: 'collage', label: 'Collage' },
              ]}
              data-testid="post-type"
            />
            {form.type === 'collage' && (
              <SegmentedControl
                size="xs"
                value={form.layout}
                onChange={(v) => setForm((f) => ({ ...f, layout: v as CollageLayout }))}
                data={COLLAGE_LAYOUTS.map((l) => ({ value: l, label: LAYOUT_LABELS[l] }))}
                data-testid="post-layout"
              />
            )}
          </Group>
          <SimpleGrid cols={form.type === 'single' ? (mobile ? 2 : 3) : 3} spacing="sm">
            {form.slots.map((s, i) => (
              <SlotTile key={i} index={i} slot={s} main={form.type === 'collage' && i === 0} onChoose={() => setChoosing(i)} onClear={() => setSlot(i, null)} />
            ))}
          </SimpleGrid>
          <Textarea
            label="Description"
            value={form.description}
            onChange={(e) => setForm({ ...form, description: e.currentTarget.value.slice(0, DESCRIPTION_MAX) })}
            maxLength={DESCRIPTION_MAX}
            autosize
            minRows={3}
            maxRows={6}
            placeholder="Tell everyone about this look (10 to 500 characters)"
            description={`${form.description.length}/${DESCRIPTION_MAX}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-testid="post-description"
          />
          <SimpleGrid cols={mobile ? 1 : 2} spacing="sm">
            <TextInput label="Tags" description="Comma-separated, e.g. summer, casual" value={form.tags} onChange={(e) => setForm({ ...form, tags: e.currentTarget.value })} data-testid="post-tags" />
            <Select
              label="Who can see it"
              description="Checked by the server"
              value={form.privacy}
              onChange={(v) => v && setForm({ ...form, privacy: v as Privacy })}
              data={PRIVACY_LEVELS.map((p) => ({ value: p, label: PRIVACY_LABELS[p] }))}
              allowDeselect={false}
              comboboxProps={{ zIndex: Z.confirm + 10 }}
              data-testid="post-privacy"
            />
          </SimpleGrid>
          {error && (
            <Alert color="red" variant="light" py={8} data-testid="create-post-error">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={toPreview} data-testid="create-post-preview">
              Preview
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
