import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInbox, IconMailbox, IconPencilPlus, IconSearch, IconSend, IconStar, IconTrash } from '@tabler/icons-react';
import type { Mail } from '@common/api/routes/mail';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { formatBadge } from '@common/format';
import { SEARCH_MAX } from '@common/social/limits';
import { MAIL_FOLDERS, MAIL_TEXT, type MailFolder } from '@common/social/mail';
import { EmptyState } from '../../components/EmptyState';
import { useUnread } from '../../stores/unread';
import classes from './email.module.css';
import { inFolder, otherParty, visibleMail } from './folders';
import { MailCard } from './MailCard';
import { MailComposer } from './MailComposer';
import { MailDetail } from './MailDetail';
import { MailHero } from './MailHero';
import { useMailActions, useMailList } from './useMail';
import type { EmailDialogProps } from '../props';

export type { EmailDialogProps };

type Composer = { kind: 'reply'; mail: Mail } | { kind: 'compose'; to?: string };

const FOLDER_ICONS: Record<MailFolder, typeof IconInbox> = { Inbox: IconInbox, Unread: IconMailbox, Saved: IconStar, Sent: IconSend, Trash: IconTrash };

/**
 * Mail (social-core §2 Email screen): folders Inbox, Unread, Saved, Sent and Trash, a search, a
 * grid of letters (1 column on phones, 2 on larger screens), the open letter with Back, and
 * replies and new mail in a small writing dialog.
 */
export default function EmailDialog({ selectedEmail, selectedEmailId, composeTo }: EmailDialogProps) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const list = useMailList();
  const actions = useMailActions();
  const [folder, setFolder] = useState<MailFolder>('Inbox');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [composer, setComposer] = useState<Composer | null>(composeTo ? { kind: 'compose', to: composeTo } : null);

  const mails = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => visibleMail(mails, folder, search), [mails, folder, search]);
  const unreadCount = useMemo(() => mails.filter((m) => inFolder(m, 'Unread')).length, [mails]);
  const open = openId ? mails.find((m) => m.id === openId) : undefined;
  const EmptyIcon = FOLDER_ICONS[folder];

  // New mail arrived (the top bar's poll saw the count rise): show it without a reload.
  const unreadOnServer = useUnread((s) => (s.mailKnown ? s.unreadMailCount : undefined));
  const lastUnread = useRef(unreadOnServer);
  useEffect(() => {
    if (unreadOnServer !== undefined && lastUnread.current !== undefined && unreadOnServer > lastUnread.current) void list.refetch();
    lastUnread.current = unreadOnServer;
  }, [unreadOnServer, list]);

  // Opening a letter reads it; friend requests stay unread until they are answered (social-core §4).
  const openMail = (mail: Mail) => {
    setOpenId(mail.id);
    if (mail.type === 0 && !mail.isRead && !mail.isSender) actions.read(mail).catch(() => {});
  };

  // The mail the dialog was opened with, once the list has it.
  const wanted = useRef(selectedEmailId ?? (typeof selectedEmail === 'string' ? selectedEmail : selectedEmail?.id));
  useEffect(() => {
    if (!wanted.current || !list.data) return;
    const found = list.data.find((m) => m.id === wanted.current);
    wanted.current = undefined;
    if (found) {
      if (found.isDeleted) setFolder('Trash');
      else if (found.isSender) setFolder('Sent');
      openMail(found);
    }
    // openMail is stable enough: it only reads `actions` at the time of the call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.data]);

  const composerNode = composer && (
    <MailComposer
      title={
        composer.kind === 'reply' ? MAIL_TEXT.replyTitle(otherParty(composer.mail)) : composer.to ? MAIL_TEXT.composeTitle(composer.to) : MAIL_TEXT.compose
      }
      to={composer.kind === 'reply' ? otherParty(composer.mail) : composer.to}
      onSend={(to, message) => (composer.kind === 'reply' ? actions.reply(composer.mail, message) : actions.send(to, message))}
      onClose={() => setComposer(null)}
    />
  );

  if (open) {
    return (
      <div className={classes.dialog} data-testid="email-dialog">
        <MailDetail mail={open} actions={actions} onBack={() => setOpenId(null)} onReply={(mail) => setComposer({ kind: 'reply', mail })} />
        {composerNode}
      </div>
    );
  }

  return (
    <Stack gap="sm" className={classes.dialog} data-testid="email-dialog">
      <MailHero unread={unreadCount} loading={list.isPending} />
      <Stack gap="xs">
        <SegmentedControl
          fullWidth
          radius="xl"
          size={mobile ? 'xs' : 'sm'}
          value={folder}
          onChange={(v) => setFolder(v as MailFolder)}
          data-testid="mail-folders"
          data={MAIL_FOLDERS.map((f) => {
            const Icon = FOLDER_ICONS[f];
            const count = f === 'Inbox' || f === 'Unread' ? unreadCount : 0;
            return {
              value: f,
              label: (
                <Group gap={mobile ? 2 : 6} wrap="nowrap" justify="center">
                  {!mobile && <Icon size={16} />}
                  <span>{f}</span>
                  {count > 0 && f === 'Unread' && (
                    <Badge size="xs" circle={count < 10} color="red" data-testid="mail-unread-count">
                      {formatBadge(count)}
                    </Badge>
                  )}
                </Group>
              ),
            };
          })}
        />
        <Group gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            radius="xl"
            leftSection={<IconSearch size={16} />}
            placeholder={MAIL_TEXT.searchPlaceholder}
            aria-label={MAIL_TEXT.searchPlaceholder}
            value={search}
            maxLength={SEARCH_MAX}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-testid="mail-search"
          />
          <Button leftSection={<IconPencilPlus size={16} />} onClick={() => setComposer({ kind: 'compose' })} data-testid="mail-compose">
            {MAIL_TEXT.compose}
          </Button>
        </Group>
      </Stack>

      {list.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={78} radius="lg" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <Alert color="red" radius="lg" title={MAIL_TEXT.loadError(list.error.message)}>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : shown.length === 0 ? (
        <EmptyState
          testId="mail-empty"
          color="terracotta"
          icon={search.trim() ? <IconSearch size={36} /> : <EmptyIcon size={36} />}
          title={search.trim() ? MAIL_TEXT.noMatches : MAIL_TEXT.emptyFolder(folder)}
          hint={search.trim() ? MAIL_TEXT.searchHint : MAIL_TEXT.folderHint[folder]}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="mail-list">
          {shown.map((m) => (
            <MailCard key={m.id} mail={m} onOpen={openMail} />
          ))}
        </SimpleGrid>
      )}
      {composerNode}
    </Stack>
  );
}
