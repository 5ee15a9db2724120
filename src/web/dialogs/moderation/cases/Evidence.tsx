import { Alert, Group, Image, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Evidence as EvidenceData, ModerationCase } from '@common/api/routes/reports';
import { MODERATION_DIALOG_TEXT as T } from '@common/moderation-reports';
import classes from './cases.module.css';

const when = (iso: string) => new Date(iso).toLocaleString();
const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * The server's copy of what was reported, shown as stored (plain text: what the player wrote,
 * markup and all): the content, facts around it, the chat log around a line with the reported
 * line marked, pictures. A whisper no party reported shows only that it is private.
 */
export function Evidence({ c }: { c: ModerationCase }) {
  const e: EvidenceData = c.evidence;
  if (e.withheld)
    return (
      <Alert icon={<IconLock size={18} />} color="gray" radius="lg" data-testid="evidence-withheld">
        {T.withheld}
      </Alert>
    );
  const isLog = c.targetType === 'chat' || c.targetType === 'whisper';
  return (
    <Stack gap="sm" data-testid="evidence">
      {!isLog && (
        <div className={classes.quote}>
          {e.title && (
            <Text fw={800} size="sm" mb={4}>
              {e.title}
            </Text>
          )}
          <Text size="sm" className={classes.stored} data-testid="evidence-text">
            {e.text || '—'}
          </Text>
          <Text size="xs" c="dimmed" mt={6}>
            {e.author}
            {e.at ? ` · ${when(e.at)}` : ''}
          </Text>
        </div>
      )}
      {e.details.length > 0 && (
        <dl className={classes.details}>
          {e.details.map((d) => (
            <div key={d.label}>
              <dt>{d.label}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {e.lines.length > 0 && (
        <Stack gap={2}>
          <Text size="xs" fw={800} tt="uppercase" c="dimmed">
            {isLog ? T.context : T.recentChat}
          </Text>
          <div className={classes.log} data-testid="evidence-lines">
            {e.lines.map((l) => (
              <div key={l.id} className={classes.logLine} data-reported={l.reported || undefined} data-testid={l.reported ? 'evidence-reported-line' : 'evidence-line'}>
                <span className={classes.logTime}>{clock(l.at)}</span>
                <span className={classes.logName}>{l.to ? `${l.username} → ${l.to}` : l.username}:</span> <span className={classes.stored}>{l.text}</span>
                {l.hidden && <span className={classes.logHidden}> ({T.hiddenLine})</span>}
              </div>
            ))}
          </div>
        </Stack>
      )}
      {e.images.length > 0 && (
        <Group gap="sm">
          {e.images.map((src) => (
            <a key={src} href={src} target="_blank" rel="noreferrer">
              <Image src={src} alt="" w={120} h={120} fit="contain" radius="md" className={classes.picture} />
            </a>
          ))}
        </Group>
      )}
    </Stack>
  );
}
