import { useEffect, useState, type ReactElement } from 'react';
import { Drawer, Popover } from '@mantine/core';
import { useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { Z } from '../../shell/layout';
import { nestedEscape } from '../escape';
import { isConfirming } from './actions';
import { lastPointer } from './lastPointer';
import classes from './ProfilePopup.module.css';
import { QuickActionCard } from './QuickActionCard';

export interface ProfilePopupProps {
  /** The player shown; null: closed. */
  username: string | null;
  onClose(): void;
  /** The element the desktop card points at (a name); without it, where the player last pressed. */
  target?: ReactElement;
  /** Hover handlers for the desktop card, so a hover card stays open while the pointer is on it. */
  onCardEnter?(): void;
  onCardLeave?(): void;
}

export const useMobile = () => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;

/**
 * The profile quick-action popup (social-core §2): a hover card on desktop, a bottom drawer
 * under 768 px. Used for avatar taps in the town and for players' names in chat, comments and
 * lists.
 */
export function ProfilePopup({ username, onClose, target, onCardEnter, onCardLeave }: ProfilePopupProps) {
  const mobile = useMobile();
  // Where the card was opened, kept for as long as it shows this player.
  const [anchor, setAnchor] = useState(lastPointer);
  useEffect(() => {
    if (username && !target) setAnchor(lastPointer());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [username]);

  // Escape closes the card wherever the focus is (it usually stays on the name that opened it),
  // and only the card: handled (prevented), so a dialog beneath stays open (DialogHost).
  useWindowEvent(
    'keydown',
    (e) => {
      if (e.key !== 'Escape' || !username || mobile || isConfirming()) return;
      e.preventDefault();
      onClose();
    },
    { capture: true },
  );

  if (mobile) {
    return (
      <>
        {target}
        <Drawer
          opened={!!username}
          onClose={onClose}
          position="bottom"
          size="auto"
          zIndex={Z.popover}
          withCloseButton={false}
          overlayProps={{ backgroundOpacity: 0.25 }}
          styles={{
            content: { height: 'auto', maxHeight: '88dvh', borderTopLeftRadius: 24, borderTopRightRadius: 24 },
            body: { padding: 'var(--mantine-spacing-md)', paddingBottom: 'calc(var(--mantine-spacing-lg) + env(safe-area-inset-bottom))' },
          }}
          data-testid="profile-drawer"
          {...nestedEscape(onClose)}
        >
          <div className={classes.grabber} aria-hidden />
          {username && <QuickActionCard username={username} onDone={onClose} />}
        </Drawer>
      </>
    );
  }

  return (
    <Popover
      opened={!!username}
      onChange={(open) => !open && !isConfirming() && onClose()}
      onDismiss={() => !isConfirming() && onClose()}
      position={target ? 'top' : 'bottom-start'}
      offset={10}
      width={300}
      shadow="xl"
      radius="lg"
      withArrow
      arrowSize={12}
      zIndex={Z.popover}
      closeOnEscape
      middlewares={{ flip: true, shift: { padding: 12 } }}
    >
      <Popover.Target>
        {target ?? <div aria-hidden style={{ position: 'fixed', left: anchor.x, top: anchor.y, width: 1, height: 1, pointerEvents: 'none' }} />}
      </Popover.Target>
      <Popover.Dropdown className={classes.card} p="md" data-testid="profile-card" onMouseEnter={onCardEnter} onMouseLeave={onCardLeave}>
        {username && <QuickActionCard username={username} onDone={onClose} />}
      </Popover.Dropdown>
    </Popover>
  );
}
