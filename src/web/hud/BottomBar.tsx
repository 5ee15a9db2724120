import { useState, type ReactNode } from 'react';
import { Group, Indicator, Popover, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages, IconRadio, IconUsers } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { formatBadge } from '@common/format';
import { useChat } from '../chat/store';
import { FriendsBar } from './FriendsBar';
import { OnlineFriendsPanel } from './OnlineFriendsPanel';
import { RadioPanel, useRadioPlayer } from './RadioPanel';
import { useRadio } from './radio';
import { InventoryHud } from '../dialogs/inventory/InventoryHud';
import { useDialogs } from '../stores/dialogs';
import { useUnread } from '../stores/unread';

type Panel = 'friends' | 'radio' | null;

/** The bottom bar (live-world §2): chat, friends and radio, with the friends bar beside it. */
export function BottomBar() {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`) ?? false;
  const [panel, setPanel] = useState<Panel>(null);
  const chatOpen = useChat((s) => s.open);
  const unread = useUnread((s) => s.unreadWhisperCount);
  const playing = useRadio((s) => s.playing);
  useRadioPlayer();
  const toggle = (p: Panel) => setPanel((cur) => (cur === p ? null : p));

  return (
    <Group
      gap={8}
      wrap="nowrap"
      pos="absolute"
      bottom={12}
      left={mobile ? 8 : '50%'}
      right={mobile ? 8 : undefined}
      style={{ zIndex: 30, transform: mobile ? undefined : 'translateX(-50%)' }}
      justify={mobile ? 'center' : undefined}
      data-testid="bottom-bar"
    >
      <Group gap={4} wrap="nowrap" className="hud-glass" style={{ borderRadius: 999, padding: 4 }}>
        <Indicator disabled={unread === 0} label={formatBadge(unread)} color="red" size={18} offset={6}>
          <BarButton label="Chat" active={chatOpen} onClick={() => useChat.getState().setOpen(!chatOpen)} testId="chat-button">
            <IconMessages size={22} />
          </BarButton>
        </Indicator>
        <HudPopover opened={panel === 'friends'} onClose={() => setPanel(null)} title="Friends" width={320}>
          <BarButton label="Friends" active={panel === 'friends'} onClick={() => toggle('friends')} testId="friends-button">
            <IconUsers size={22} />
          </BarButton>
          <OnlineFriendsPanel
            onWhisper={() => setPanel(null)}
            onOpenList={() => {
              setPanel(null);
              useDialogs.getState().open('friendsList');
            }}
          />
        </HudPopover>
        <HudPopover opened={panel === 'radio'} onClose={() => setPanel(null)} title="Radio" width={300}>
          <BarButton label="Radio" active={panel === 'radio'} onClick={() => toggle('radio')} testId="radio-button" glow={playing}>
            <IconRadio size={22} />
          </BarButton>
          <RadioPanel />
        </HudPopover>
        <InventoryHud />
      </Group>
      <FriendsBar maxWidth={mobile ? 150 : 420} />
    </Group>
  );
}

function BarButton({ label, active, glow, onClick, testId, children }: { label: string; active: boolean; glow?: boolean; onClick(): void; testId: string; children: ReactNode }) {
  return (
    <UnstyledButton
      onClick={onClick}
      aria-label={label}
      aria-pressed={active}
      data-testid={testId}
      style={{
        width: 46,
        height: 44,
        borderRadius: 999,
        display: 'grid',
        placeItems: 'center',
        color: glow ? '#ffd46b' : '#fff',
        background: active ? 'rgba(255,255,255,0.22)' : 'transparent',
        transition: 'background-color 120ms ease',
      }}
    >
      {children}
    </UnstyledButton>
  );
}

/** A panel that opens above its bottom-bar button: [button, content] as children. */
function HudPopover({ opened, onClose, title, width, children }: { opened: boolean; onClose(): void; title: string; width: number; children: [ReactNode, ReactNode] }) {
  return (
    <Popover opened={opened} onChange={(o) => !o && onClose()} position="top" offset={14} width={width} shadow="xl" radius="lg" withArrow zIndex={240}>
      <Popover.Target>
        <span>{children[0]}</span>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={800} ff="heading" size="lg" mb="xs">
          {title}
        </Text>
        {children[1]}
      </Popover.Dropdown>
    </Popover>
  );
}
