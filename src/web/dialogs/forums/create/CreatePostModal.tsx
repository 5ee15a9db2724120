import { useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconDiamond } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumRoutes } from '@common/api/routes/forum';
import { IDEMPOTENCY_HEADER } from '@common/economy/currency';
import { postableCategories } from '@common/forum/categories';
import { POST_CONTENT_MAX, POST_TITLE_MAX } from '@common/forum/limits';
import { FORUM_TEXT } from '@common/forum/texts';
import { newPostProblem } from '@common/forum/validation';
import { call } from '../../../api/client';
import { BBCodeEditor } from '../../../components/BBCode';
import { Z } from '../../../shell/layout';
import { useSession } from '../../../stores/session';
import { toast } from '../../../toast';
import { categoryIcon } from '../categoryIcons';
import classes from '../forums.module.css';
import { refreshForum } from '../useForum';
import { nestedEscape } from '../../../components/escape';

/** A fresh Idempotency-Key for one attempt at posting (works outside secure contexts too). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `forum-post-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export interface CreatePostModalProps {
  opened: boolean;
  onClose(): void;
  onCreated(id: string): void;
  fullScreen: boolean;
  /** Start in this category (the one the list shows), when the player may post there. */
  category?: string;
}

/**
 * Writing a new post (social-core §5): title, category (players never see All posts or
 * Announcements; moderators may post announcements), the BBCode editor with its preview, the
 * spec's refusals in a red box (checked here with the server's own function, and the server's
 * answer shown the same way), and 'Submit Post with 1 gem'. One Idempotency-Key per attempt:
 * a double click or a retry after a lost answer posts and charges once.
 */
export function CreatePostModal({ opened, onClose, onCreated, fullScreen, category: initialCategory }: CreatePostModalProps) {
  const client = useQueryClient();
  const access = useSession((s) => s.user?.access ?? 0);
  const categories = postableCategories(access);
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<string | null>(categories.some((c) => c.id === initialCategory) ? initialCategory! : null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const key = useRef(newKey());
  // Two clicks in one frame both see busy=false; this ref lets only the first through.
  const inFlight = useRef(false);

  const reset = () => {
    setTitle('');
    setMessage('');
    setError(null);
    key.current = newKey();
  };

  // A refusal shows in the form, above the words to fix.
  const creating = useMutation({
    mutationFn: (body: { title: string; category: string; message: string }) => call(forumRoutes.create, { body }, { headers: { [IDEMPOTENCY_HEADER]: key.current } }),
    meta: { showsOwnError: true },
    onSuccess: (res) => {
      useSession.getState().patchUser(res.balances);
      toast.success(res.message);
      refreshForum(client);
      reset();
      onCreated(res.id);
    },
    onError: (err) => setError(err.message),
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const busy = creating.isPending;

  const submit = () => {
    if (inFlight.current) return;
    const problem = newPostProblem({ title, category: category ?? '', message });
    setError(problem);
    if (problem || !category) return;
    inFlight.current = true;
    creating.mutate({ title, category, message });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      {...nestedEscape(onClose)}
      title={FORUM_TEXT.createPost}
      centered
      radius={fullScreen ? 0 : 'lg'}
      size={900}
      fullScreen={fullScreen}
      zIndex={Z.confirm}
      styles={{ title: { fontFamily: 'var(--mantine-font-family-headings)', fontWeight: 600, fontSize: 20 } }}
      data-testid="forum-create-modal"
    >
      <Stack gap="sm">
        {error && (
          <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={18} />} data-testid="forum-create-error">
            {error}
          </Alert>
        )}
        <div className={classes.createRow}>
          <TextInput
            label={FORUM_TEXT.titleLabel}
            placeholder="What is it about?"
            value={title}
            maxLength={POST_TITLE_MAX}
            onChange={(e) => setTitle(e.currentTarget.value)}
            data-autofocus
            className={classes.createTitle}
            data-testid="forum-create-title"
          />
          <Select
            label={FORUM_TEXT.categoryLabel}
            placeholder="Pick one"
            value={category}
            onChange={setCategory}
            data={categories.map((c) => ({ value: c.id, label: c.label }))}
            renderOption={({ option }) => {
              const Icon = categoryIcon(option.value);
              return (
                <Group gap={8} wrap="nowrap">
                  <Icon size={16} />
                  {option.label}
                </Group>
              );
            }}
            comboboxProps={{ zIndex: Z.confirm + 1 }}
            className={classes.createCategory}
            data-testid="forum-create-category"
          />
        </div>
        <BBCodeEditor
          label={FORUM_TEXT.contentLabel}
          value={message}
          onChange={setMessage}
          maxLength={POST_CONTENT_MAX}
          rows={fullScreen ? 7 : 11}
          placeholder="Write at least 50 characters. [b]bold[/b], [color=#e95e23]colour[/color], [img]/emojis/...[/img]"
          defaultPreview={!fullScreen}
          data-testid="forum-create-editor"
        />
        <Group justify="flex-end" gap="xs" className={classes.createActions}>
          <Button variant="default" onClick={onClose} disabled={busy}>
            {FORUM_TEXT.cancel}
          </Button>
          <Button leftSection={<IconDiamond size={16} />} onClick={() => void submit()} loading={busy} data-testid="forum-create-submit">
            {FORUM_TEXT.submitPost}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
