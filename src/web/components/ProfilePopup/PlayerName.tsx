import { useEffect, useRef, useState, type ReactNode } from 'react';
import { UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import classes from './ProfilePopup.module.css';
import { ProfilePopup, useMobile } from './ProfilePopup';

const HOVER_OPEN_MS = 350;
const HOVER_CLOSE_MS = 250;

/**
 * A player's name anywhere in the app (comments, lists): on desktop, resting the pointer on it
 * (or clicking it) shows their quick-action card beside it; on phones a tap opens the bottom
 * drawer.
 */
export function PlayerName({ username, children, ...props }: { username: string; children?: ReactNode } & UnstyledButtonProps) {
  const mobile = useMobile();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const later = (run: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  };
  const stay = () => clearTimeout(timer.current);
  const leave = () => later(() => setOpen(false), HOVER_CLOSE_MS);
  useEffect(() => () => clearTimeout(timer.current), []);

  const name = (
    <UnstyledButton
      className={classes.name}
      onClick={(e) => {
        e.stopPropagation();
        stay();
        setOpen(true);
      }}
      onMouseEnter={mobile ? undefined : () => later(() => setOpen(true), HOVER_OPEN_MS)}
      onMouseLeave={mobile ? undefined : leave}
      data-testid="player-link"
      {...props}
    >
      {children ?? username}
    </UnstyledButton>
  );
  return <ProfilePopup username={open ? username : null} onClose={() => setOpen(false)} target={name} onCardEnter={stay} onCardLeave={leave} />;
}
