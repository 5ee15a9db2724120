import type { MouseEvent, ReactNode } from 'react';
import { Text } from '@mantine/core';
import { BBCODE_TEXT } from '@common/bbcode';
import { confirm } from '../../confirm';
import classes from '../BBCode.module.css';

/**
 * A link of rich text. A path of this site opens in place; any other site first asks in the
 * 'Leaving' confirm, then opens in a new tab that cannot reach back to this one.
 */
export function BBLink({ href, external, children }: { href: string; external: boolean; children: ReactNode }) {
  if (!external) {
    return (
      <a className={classes.link} href={href}>
        {children}
      </a>
    );
  }
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    void confirmLeaving(href).then((ok) => {
      if (ok) window.open(href, '_blank', 'noopener,noreferrer');
    });
  };
  return (
    <a className={classes.link} href={href} target="_blank" rel="noopener noreferrer nofollow ugc" onClick={onClick} data-external-link>
      {children}
    </a>
  );
}

export function confirmLeaving(href: string): Promise<boolean> {
  return confirm({
    title: BBCODE_TEXT.leavingTitle,
    detail: (
      <>
        This link leads away from Oldroad to
        <Text component="span" display="block" fw={700} c="dark" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {href}
        </Text>
      </>
    ),
    confirmLabel: BBCODE_TEXT.leavingConfirm,
  });
}
