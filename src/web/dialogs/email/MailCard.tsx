import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowBackUp, IconSend, IconStarFilled, IconUserPlus } from '@tabler/icons-react';
import type { Mail } from '@common/api/routes/mail';
import { MAIL_TEXT, mailPreview } from '@common/social/mail';
import classes from './email.module.css';
import { otherParty } from './folders';
import { SenderPicture } from './SenderPicture';
import { shortDate } from './when';

/** One mail in the list: who, when, the 50-character preview, and its little flags. */
export function MailCard({ mail, onOpen }: { mail: Mail; onOpen: (mail: Mail) => void }) {
  const request = mail.type === 1;
  const unread = !mail.isRead && !mail.isDeleted;
  const cls = [classes.card, unread && classes.unread, request && !mail.isSender && classes.request].filter(Boolean).join(' ');
  const other = otherParty(mail);
  return (
    <UnstyledButton className={cls} p="sm" style={{ borderRadius: 'var(--mantine-radius-lg)' }} onClick={() => onOpen(mail)} data-testid="mail-card" data-mail-id={mail.id} data-unread={unread} data-from-system={mail.fromSystem}>
      <Group gap="sm" wrap="nowrap" align="center">
        <SenderPicture mail={mail} size={44} />
        <Stack gap={2} miw={0} flex={1}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Group gap={6} wrap="nowrap" miw={0}>
              {mail.isSender && <IconSend size={14} color="var(--mantine-color-dimmed)" aria-label="Sent" />}
              <Text fw={unread ? 800 : 700} truncate data-testid="mail-card-name">
                {mail.isSender ? MAIL_TEXT.toOther(other) : other}
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
              {mail.isReplied && <IconArrowBackUp size={15} color="var(--mantine-color-dusk-5)" aria-label="Replied" />}
              {mail.isSaved && <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-label="Saved" />}
              <Text size="xs" c="dimmed">
                {shortDate(mail.createdAt)}
              </Text>
            </Group>
          </Group>
          {request && (
            <Badge size="xs" variant="light" color="moss" leftSection={<IconUserPlus size={11} />} w="fit-content">
              {MAIL_TEXT.friendRequest}
            </Badge>
          )}
          <Text size="sm" c={unread ? undefined : 'dimmed'} fw={unread ? 600 : 400} className={classes.preview} data-testid="mail-preview">
            {mailPreview(mail.message)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
