import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconArrowLeft, IconCheck, IconMailOpened, IconMail, IconStar, IconStarFilled, IconTrash, IconUserPlus, IconX } from '@tabler/icons-react';
import type { Mail } from '@common/api/routes/mail';
import { MAIL_TEXT } from '@common/social/mail';
import { confirm } from '../../components/confirm';
import { ReportButton } from '../../components/ReportForm/ReportButton';
import { useDialogs } from '../../stores/dialogs';
import classes from './email.module.css';
import { otherParty } from './folders';
import { MailBody } from './MailBody';
import { SenderPicture } from './SenderPicture';
import type { MailActions } from './useMail';
import { longDate } from './when';

interface Props {
  mail: Mail;
  actions: MailActions;
  onBack: () => void;
  onReply: (mail: Mail) => void;
}

/** One open mail: Back, who and when, the letter, and what can be done with it. */
export function MailDetail({ mail, actions, onBack, onReply }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const other = otherParty(mail);
  const request = mail.type === 1 && !mail.isSender;
  // The product's own mail (the API's flag, never its shown name): nobody to answer, and no
  // profile behind the name to open (so no befriending, blocking or reporting from there).
  const fromSystem = mail.fromSystem;
  const openProfile = (username: string) => useDialogs.getState().open('about', { username });

  const act = async (name: string, work: () => Promise<unknown>, after?: () => void) => {
    setBusy(name);
    try {
      await work();
      after?.();
    } catch {
      /* the API wrapper toasted the server's message */
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    const ok = await confirm(
      request
        ? { title: MAIL_TEXT.declineTitle, detail: MAIL_TEXT.declineDetail(other), confirmLabel: MAIL_TEXT.decline, danger: true }
        : mail.isDeleted
          ? { title: MAIL_TEXT.deleteForGoodTitle, detail: MAIL_TEXT.deleteForGoodDetail, confirmLabel: MAIL_TEXT.delete, danger: true }
          : { title: MAIL_TEXT.deleteTitle, detail: MAIL_TEXT.deleteDetail, confirmLabel: MAIL_TEXT.delete, danger: true },
    );
    if (ok) await act('delete', () => actions.remove(mail), onBack);
  };

  return (
    <Stack gap="md" data-testid="mail-detail" data-mail-id={mail.id} data-from-system={fromSystem}>
      <Group justify="space-between" gap="xs">
        <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} onClick={onBack} data-testid="mail-back">
          {MAIL_TEXT.back}
        </Button>
        <Group gap={6}>
          {!request && !fromSystem && (
            <Button size="xs" variant="light" leftSection={<IconArrowBackUp size={15} />} onClick={() => onReply(mail)} data-testid="mail-reply">
              {MAIL_TEXT.reply}
            </Button>
          )}
          {!mail.isSender && mail.type === 0 && mail.isRead && (
            <Button
              size="xs"
              variant="light"
              color="dusk"
              leftSection={<IconMail size={15} />}
              loading={busy === 'unread'}
              onClick={() => void act('unread', () => actions.unread(mail), onBack)}
              data-testid="mail-unread"
            >
              {MAIL_TEXT.unread}
            </Button>
          )}
          {!request && (
            <Button
              size="xs"
              variant={mail.isSaved ? 'filled' : 'light'}
              color="yellow"
              leftSection={mail.isSaved ? <IconStarFilled size={15} /> : <IconStar size={15} />}
              loading={busy === 'save'}
              onClick={() => void act('save', () => actions.save(mail, !mail.isSaved))}
              aria-pressed={mail.isSaved}
              data-testid="mail-save"
            >
              {mail.isSaved ? MAIL_TEXT.unsave : MAIL_TEXT.save}
            </Button>
          )}
          {!request && (
            <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={15} />} loading={busy === 'delete'} onClick={() => void remove()} data-testid="mail-delete">
              {MAIL_TEXT.delete}
            </Button>
          )}
          {!mail.isSender && !fromSystem && (
            <ReportButton target={{ targetType: 'mail', targetId: mail.id, name: mail.sender }} iconSize={15} data-testid="mail-report" />
          )}
        </Group>
      </Group>

      <Group gap="sm" wrap="nowrap">
        <SenderPicture mail={mail} size={56} />
        <Stack gap={0} miw={0}>
          <Group gap={6} wrap="nowrap">
            {fromSystem ? (
              <Text fw={800} fz="lg" data-testid="mail-sender" data-from-system="true">
                {mail.sender}
              </Text>
            ) : (
              <Anchor component="button" fw={800} fz="lg" onClick={() => openProfile(mail.sender)} data-testid="mail-sender">
                {mail.sender}
              </Anchor>
            )}
            <Text c="dimmed" size="sm" truncate>
              {mail.isSender ? MAIL_TEXT.toOther(mail.recipient) : MAIL_TEXT.toYou}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {longDate(mail.createdAt)}
          </Text>
        </Stack>
      </Group>

      {request ? (
        <Paper radius="lg" p="lg" withBorder ta="center" className={classes.requestCard} data-testid="friend-request">
          <Stack align="center" gap="sm">
            <span className={classes.seal}>
              <IconUserPlus size={30} />
            </span>
            <Title order={4}>{MAIL_TEXT.friendRequest}</Title>
            <MailBody message={mail.message} />
            <Group gap="sm" mt={4}>
              <Button
                color="moss"
                leftSection={<IconCheck size={16} />}
                loading={busy === 'accept'}
                onClick={() => void act('accept', () => actions.accept(mail), () => openProfile(mail.sender))}
                data-testid="friend-accept"
              >
                {MAIL_TEXT.accept}
              </Button>
              <Button variant="default" leftSection={<IconX size={16} />} loading={busy === 'delete'} onClick={() => void remove()} data-testid="friend-decline">
                {MAIL_TEXT.decline}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <div className={classes.letter}>
          <span className={classes.stamp} aria-hidden>
            <IconMailOpened size={24} />
          </span>
          <MailBody message={mail.message} inLetter />
        </div>
      )}
    </Stack>
  );
}
