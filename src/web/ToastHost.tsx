import { useEffect, useState, type ComponentType } from 'react';
import { useNotifications } from '@mantine/notifications';

const loadContainer = () => import('./ToastContainer');

/**
 * Screens that toast (sign-in, the town) load the toasts' code ahead of their first toast; the
 * landing shows none, so it never downloads it (issue 23: 15 KB of the landing's 150).
 */
export function preloadToasts(): void {
  loadContainer().catch(() => {
    // Asked again with the first toast.
  });
}

/**
 * Toasts (`toast.ts` puts them in Mantine's notifications store): the container loads once the
 * first toast is there, and stays. Without a network it may not load (the service worker keeps
 * only the page's first files): the toasts then wait, and each new one tries again.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const waiting = notifications.length + queue.length;
  const [Container, setContainer] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (Container || waiting === 0) return;
    let live = true;
    loadContainer().then(
      (m) => live && setContainer(() => m.default),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [Container, waiting]);

  return Container ? <Container /> : null;
}
