import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { IconCube } from '@tabler/icons-react';
import classes from './ThreeViewer.module.css';

/** three.js is a large chunk: it loads only when a [three] tag is on screen. */
const ThreeScene = lazy(() => import('./ThreeScene'));

/** [three]: a 3D model viewer, started when it scrolls into view. */
export function ThreeViewer({ src }: { src: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [seen]);
  return (
    <div ref={box} className={classes.viewer} data-bbcode-three={src}>
      {seen ? (
        <Suspense
          fallback={
            <Center h="100%">
              <Loader size="sm" color="gray" />
            </Center>
          }
        >
          <ThreeScene src={src} />
        </Suspense>
      ) : (
        <Center h="100%" c="dimmed">
          <IconCube size={40} aria-hidden />
        </Center>
      )}
    </div>
  );
}
