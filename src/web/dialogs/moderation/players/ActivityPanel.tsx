import { useState } from 'react';
import { Anchor, Badge, Group, Paper, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import type { PlayerLookup } from '@common/api/routes/staff';
import { STAFF_UI_TEXT as T } from '@common/staff-tools';
import { useDialogs } from '../../../stores/dialogs';
import { Empty, SanctionHistory } from './SanctionHistory';
import { localTime } from './usePlayerLookup';

type Section = keyof typeof T.sections;
const SECTIONS = Object.keys(T.sections) as Section[];

function Line({ at, children, hidden, testId }: { at: string; children: React.ReactNode; hidden?: boolean; testId?: string }) {
  return (
    <Paper withBorder radius="md" px="sm" py={6} data-testid={testId} style={hidden ? { opacity: 0.7 } : undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          {children}
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="xs" c="dimmed">
            {localTime(at)}
          </Text>
          {hidden && (
            <Badge size="xs" color="gray">
              {T.hidden}
            </Badge>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

const Body = ({ text }: { text: string }) => (
  <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
    {text}
  </Text>
);

/** The player's history and recent activity, one section at a time. */
export function ActivityPanel({ data }: { data: PlayerLookup }) {
  const [section, setSection] = useState<Section>('sanctions');
  const open = useDialogs((s) => s.open);
  const counts: Record<Section, number> = {
    sanctions: data.sanctions.length,
    chat: data.chat.length,
    forum: data.forum.length,
    feed: data.feed.length,
    ledger: data.ledger.length,
    addresses: data.addresses.length,
    usernames: data.usernames.length,
  };
  return (
    <Stack gap="sm" miw={0} style={{ flex: 1, minHeight: 0 }}>
      <ScrollArea type="never" offsetScrollbars={false}>
        <SegmentedControl
          size="xs"
          value={section}
          onChange={(v) => setSection(v as Section)}
          data={SECTIONS.map((s) => ({ value: s, label: `${T.sections[s]} ${counts[s]}` }))}
          data-testid="lookup-sections"
        />
      </ScrollArea>
      <Stack gap={6} data-testid={`lookup-section-${section}`}>
        {section === 'sanctions' && <SanctionHistory sanctions={data.sanctions} />}
        {section === 'chat' &&
          (data.chat.length === 0 ? (
            <Empty text={T.empty.chat} />
          ) : (
            data.chat.map((m) => (
              <Line key={m.id} at={m.at} hidden={m.hidden} testId="lookup-chat-line">
                <Body text={m.text} />
              </Line>
            ))
          ))}
        {section === 'forum' &&
          (data.forum.length === 0 ? (
            <Empty text={T.empty.forum} />
          ) : (
            data.forum.map((f) => (
              <Line key={f.id} at={f.at} hidden={f.hidden}>
                <Anchor size="sm" fw={700} onClick={() => open('forums', { selectedPost: f.postId })} lineClamp={1}>
                  {f.kind === 'reply' ? `Re: ${f.title}` : f.title}
                </Anchor>
                <Body text={f.text} />
              </Line>
            ))
          ))}
        {section === 'feed' &&
          (data.feed.length === 0 ? (
            <Empty text={T.empty.feed} />
          ) : (
            data.feed.map((f) => (
              <Line key={f.id} at={f.at}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                  {f.kind} · {f.status}
                </Text>
                <Body text={f.text} />
              </Line>
            ))
          ))}
        {section === 'ledger' &&
          (data.ledger.length === 0 ? (
            <Empty text={T.empty.ledger} />
          ) : (
            data.ledger.map((r) => (
              <Line key={r.id} at={r.at}>
                <Group gap={8}>
                  <Text size="sm" fw={800} c={r.amount < 0 ? 'red' : 'green'}>
                    {r.amount > 0 ? '+' : ''}
                    {r.amount.toLocaleString()} {r.currency}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {r.reason}
                    {r.ref ? ` · ${r.ref}` : ''}
                  </Text>
                </Group>
              </Line>
            ))
          ))}
        {section === 'addresses' &&
          (data.addresses.length === 0 ? (
            <Empty text={T.empty.addresses} />
          ) : (
            data.addresses.map((a) => (
              <Line key={a.address} at={a.lastSeen} testId="lookup-address">
                <Group gap={6}>
                  <Text size="sm" fw={700} ff="monospace">
                    {a.address}
                  </Text>
                  {a.signedUp && (
                    <Badge size="xs" variant="light">
                      {T.signedUpHere}
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed">
                    {T.signIns(a.signIns)}
                  </Text>
                </Group>
                {a.shared.length > 0 && (
                  <Group gap={4}>
                    <Text size="xs" c="orange" fw={700}>
                      {T.sharedWith}
                    </Text>
                    {a.shared.map((s) => (
                      <Badge key={s.username} size="sm" color="orange" variant="light" data-testid="lookup-shared">
                        {s.username}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Line>
            ))
          ))}
        {section === 'usernames' &&
          (data.usernames.length === 0 ? (
            <Empty text={T.empty.usernames} />
          ) : (
            data.usernames.map((u) => (
              <Line key={u.at} at={u.at}>
                <Text size="sm" fw={700}>
                  {u.from} → {u.to}
                </Text>
                <Text size="xs" c="dimmed">
                  {T.by(u.by)} · {T.reservedUntil(localTime(u.reservedUntil))}
                  {u.reason ? ` · ${u.reason}` : ''}
                </Text>
              </Line>
            ))
          ))}
      </Stack>
    </Stack>
  );
}
