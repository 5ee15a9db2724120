import { useEffect, useRef, type ReactNode } from 'react';
import { CloseButton, FocusTrap, Text } from '@mantine/core';
import classes from './parts.module.css';

export interface SheetProps {
  opened: boolean;
  onClose(): void;
  title: ReactNode;
  /** right: a side sheet; bottom: a bottom sheet (phones); center: an overlay card. */
  side: 'right' | 'bottom' | 'center';
  children: ReactNode;
  testId?: string;
  /** Extra content pinned under the scrolling body (buttons). */
  footer?: ReactNode;
}

/**
 * A sheet inside the store dialog's frame (try-on, cart, item details): slides over the store
 * (a CSS animation) with a shade behind it; a click on the shade or the close button closes it. Focus moves into
 * it and returns where it was.
 */
export function Sheet({ opened, onClose, title, side, children, testId, footer }: SheetProps) {
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (opened) returnTo.current = document.activeElement as HTMLElement | null;
    else if (returnTo.current?.isConnected) returnTo.current.focus({ preventScroll: true });
  }, [opened]);

  if (!opened) return null;
  return (
    <>
      <div className={classes.shade} onClick={onClose} aria-hidden />
      <FocusTrap active>
        <section className={classes.sheet} data-side={side} role="dialog" aria-modal="true" aria-label={typeof title === 'string' ? title : undefined} data-testid={testId}>
          <header className={classes.sheetHeader}>
            {side === 'bottom' && <span className={classes.grabber} aria-hidden />}
            <Text component="h3" ff="heading" fw={600} fz={19} my={0} truncate>
              {title}
            </Text>
            <CloseButton radius="xl" size="lg" aria-label="Close" onClick={onClose} data-autofocus />
          </header>
          <div className={classes.sheetBody}>{children}</div>
          {footer && <footer className={classes.sheetFooter}>{footer}</footer>}
        </section>
      </FocusTrap>
    </>
  );
}
