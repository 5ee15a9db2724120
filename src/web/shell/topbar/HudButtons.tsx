import { forwardRef, type ReactNode } from 'react';
import { Indicator, RingProgress, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCoin, IconDiamond, IconMenu2, IconX } from '@tabler/icons-react';
import { formatBadge, formatCount } from '@common/format';
import { HONOR_PER_LEVEL, levelOf, ringPercentOf } from '@common/honor';
import { Avatar } from '../../components/Avatar/Avatar';
import { useDialogs } from '../../stores/dialogs';

/** One glass pill of the top bar (a real button, so menus can use it as their target). */
interface HudPillProps {
  children: ReactNode;
  danger?: boolean;
  label?: string;
  testId?: string;
  className?: string;
  onClick?(): void;
}

export const HudPill = forwardRef<HTMLButtonElement, HudPillProps>(
  function HudPill({ children, danger, label, testId, className, ...rest }, ref) {
    // Menu and Tooltip targets pass their own props (className included): keep ours too.
    return (
      <UnstyledButton
        ref={ref}
        {...rest}
        className={['hud-glass', 'hud-pill', className].filter(Boolean).join(' ')}
        data-danger={danger || undefined}
        aria-label={label}
        data-testid={testId}
      >
        {children}
      </UnstyledButton>
    );
  },
);

/** The Menu button, or the red CLOSE button while a dialog is open (avatar-economy §2). */
export function CloseDialogPill() {
  const close = useDialogs((s) => s.close);
  return (
    <HudPill danger label="Close dialog" testId="close-dialog" onClick={close}>
      <IconX size={20} stroke={3} />
      CLOSE
    </HudPill>
  );
}

export const MenuPill = forwardRef<HTMLButtonElement, { unread?: number }>(function MenuPill({ unread = 0, ...rest }, ref) {
  return (
    <Indicator disabled={unread === 0} label={formatBadge(unread)} color="red" size={18} offset={6} inline>
      <HudPill ref={ref} label="Menu" testId="menu-button" {...rest}>
        <IconMenu2 size={20} stroke={2.5} />
        Menu
      </HudPill>
    </Indicator>
  );
});

/** Coins and gems (K, M, B, T); both open the ad dialog at its gem packs. */
export function CurrencyPills({ coins, gems }: { coins: number; gems: number }) {
  const open = useDialogs((s) => s.open);
  return (
    <>
      <Tooltip label={`${coins.toLocaleString('en-US')} coins`}>
        <HudPill label="Coins" testId="coins" onClick={() => open('ad', { section: 'gems' })}>
          <IconCoin size={22} color="#ffd46b" stroke={2.2} />
          <span data-testid="coins-value">{formatCount(coins)}</span>
        </HudPill>
      </Tooltip>
      <Tooltip label={`${gems.toLocaleString('en-US')} gems`}>
        <HudPill label="Gems" testId="gems" onClick={() => open('ad', { section: 'gems' })}>
          <IconDiamond size={22} color="#7fe3f0" stroke={2.2} />
          <span data-testid="gems-value">{formatCount(gems)}</span>
        </HudPill>
      </Tooltip>
    </>
  );
}

/** Level and progress to the next (honor); opens FLOW, where honor is earned. */
export function LevelPill({ honor }: { honor: number }) {
  const open = useDialogs((s) => s.open);
  const level = levelOf(honor);
  const inLevel = ringPercentOf(honor);
  return (
    <Tooltip label={`Level ${level} · ${inLevel}/${HONOR_PER_LEVEL} honor to level ${level + 1}`}>
      <UnstyledButton className="hud-glass hud-pill" style={{ padding: '0 12px 0 2px' }} aria-label={`Level ${level}`} data-testid="level" onClick={() => open('flow')}>
        <RingProgress
          size={42}
          thickness={4}
          roundCaps
          rootColor="rgba(255,255,255,0.18)"
          sections={[{ value: (inLevel / HONOR_PER_LEVEL) * 100, color: 'yellow.4' }]}
          label={
            <Text ta="center" fw={900} fz={14} c="white">
              {level}
            </Text>
          }
        />
        <Text fw={800} fz={12} c="white" tt="uppercase" lts="0.08em">
          Level
        </Text>
      </UnstyledButton>
    </Tooltip>
  );
}

/** The profile target: avatar, name, unread-mail badge. */
export const ProfilePill = forwardRef<HTMLButtonElement, { username: string; unread: number }>(function ProfilePill({ username, unread, ...rest }, ref) {
  return (
    <Indicator disabled={unread === 0} label={formatBadge(unread)} color="red" size={18} offset={4} inline data-testid="unread-badge">
      <HudPill ref={ref} label="Profile" testId="profile-button" {...rest}>
        <span style={{ marginLeft: -8, display: 'inline-flex', borderRadius: '50%', overflow: 'hidden', background: 'rgba(255,255,255,0.15)' }}>
          <Avatar username={username} thumbnail size={34} />
        </span>
        <span data-testid="topbar-username" style={{ maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {username}
        </span>
      </HudPill>
    </Indicator>
  );
});
