import { useEffect, useState } from 'react';
import { cdn } from '@common/cdn';
import { LANDING_ROTATE_MS } from '@common/texts';

const SLIDES = [1, 2, 3] as const;
const MIN_BACKGROUND_WIDTH = 800;

/**
 * The landing's three backgrounds, one after another every 3 s (avatar-economy §2). Each is
 * preloaded; one that is missing or fails simply lets the drawn town underneath show.
 */
export function LandingBackgrounds() {
  const [active, setActive] = useState(0);
  const [loaded, setLoaded] = useState<Record<number, boolean>>({});

  useEffect(() => {
    const images = SLIDES.map((n) => {
      const img = new Image();
      // Until the art exists the CDN answers its small stand-in picture: only a real,
      // screen-sized background replaces the drawn town.
      img.onload = () => img.naturalWidth >= MIN_BACKGROUND_WIDTH && setLoaded((l) => ({ ...l, [n]: true }));
      img.src = cdn.landingBackground(n);
      return img;
    });
    return () => images.forEach((img) => (img.onload = null));
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => setActive((i) => (i + 1) % SLIDES.length), LANDING_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <>
      {SLIDES.map((n, i) =>
        loaded[n] ? (
          <div
            key={n}
            className="landing-slide"
            data-testid={`landing-slide-${n}`}
            data-active={i === active}
            style={{ backgroundImage: `url(${cdn.landingBackground(n)})` }}
          />
        ) : null,
      )}
    </>
  );
}
