import { useEffect, useRef, useState } from 'react';
import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT, TABLET_BREAKPOINT } from '@common/dialogs';
import { stripRedactions } from '@common/world/chat';
import { ChatWindow } from '../chat/ChatWindow';
import { useChat } from '../chat/store';
import { BottomBar } from '../hud/BottomBar';
import { LevelRing } from '../hud/LevelRing';
import { showTownNotification } from '../hud/notifications';
import { useSettings } from '../stores/settings';
import type { PlayerState } from '@common/world/protocol';
import { connectTown } from './connection';
import type { Town } from './engine/town';
import { isTyping } from './engine/keyboard';
import { zoomIn, zoomOut } from './engine/camera';
import { Joystick } from './Joystick';
import { MapPicture, TOWN_MARKS, markOnce } from './MapPicture';
import { OfflineOverlay } from './OfflineOverlay';
import { ProfileDrawer } from './ProfileDrawer';
import { useTown, useZoom } from './store';
import { ZoomButtons } from './ZoomButtons';
import { installTestHook, townDisabledForTests } from './testHook';
import { TownLink } from './townLink';

/** Before the first connection, the overlay waits this long so a normal start does not flash it. */
const FIRST_CONNECT_GRACE_MS = 2500;
/**
 * PixiJS (150 KB, and a long evaluation on a slow phone) loads once the first picture shows, so
 * it never takes the link and the CPU from the map's pictures and the HUD; at the latest after this.
 */
const CANVAS_WAITS_FOR_PICTURE_MS = 5000;

/**
 * The town (live-world §2): the PixiJS canvas mounted once, with the HUD, chat, joystick,
 * zoom, profile drawer and offline overlay as React on top. Nothing of it waits for WebGL
 * (issue 23): the connection opens at once (chat, who is here), the map shows as a picture
 * (MapPicture), and PixiJS loads in a chunk of its own; the canvas, with the avatars and
 * walking, takes the picture's place once it has drawn the map.
 */
export function GameScreen() {
  const host = useRef<HTMLDivElement>(null);
  const townRef = useRef<Town | null>(null);
  const connected = useTown((s) => s.connected);
  const offline = useTown((s) => s.offline);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`) ?? false;
  const touchy = useMediaQuery(`(max-width: ${TABLET_BREAKPOINT - 1}px), (pointer: coarse)`) ?? false;
  const [graceOver, setGraceOver] = useState(false);
  const chatOpen = useChat((s) => s.open);
  const [player, setPlayer] = useState<PlayerState | null>(null);
  const [canvasReady, setCanvasReady] = useState(false);
  const [picture] = useState(shownSignal);

  useEffect(() => {
    if (townDisabledForTests()) return;
    const link = new TownLink(setPlayer);
    const disconnect = connectTown(link, showTownNotification);
    let town: Town | null = null;
    let stopped = false;
    let uninstall = () => {};
    const startCanvas = async () => {
      await Promise.race([picture.shown, new Promise((r) => setTimeout(r, CANVAS_WAITS_FOR_PICTURE_MS))]);
      if (stopped) return;
      const { Town } = await import('./engine/town');
      if (stopped) return;
      town = new Town({
        optimized: () => useSettings.getState().optimizedMode,
        zoom: () => useZoom.getState().zoom,
        onAvatarTap: (username) => useTown.getState().openProfile(username),
        bubbleText: stripRedactions,
      });
      await town.mount(host.current!);
      if (stopped) return;
      link.attach(town);
      townRef.current = town;
      await town.whenMapDrawn();
      if (stopped) return;
      setCanvasReady(true);
      markOnce(TOWN_MARKS.canvas);
      // Browser tests drive the canvas: they start once it shows.
      uninstall = installTestHook(town);
    };
    startCanvas().catch((err: unknown) => console.warn('[town] the canvas could not start:', err));
    const grace = setTimeout(() => setGraceOver(true), FIRST_CONNECT_GRACE_MS);
    return () => {
      stopped = true;
      clearTimeout(grace);
      townRef.current = null;
      uninstall();
      disconnect();
      town?.destroy();
    };
  }, [picture]);

  // Zoom keys + = (in) and - _ (out) on screens 768 px or wider.
  useEffect(() => {
    if (mobile) return;
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      const { zoom, setZoom } = useZoom.getState();
      if (e.key === '+' || e.key === '=') setZoom(zoomIn(zoom, window.innerHeight));
      else if (e.key === '-' || e.key === '_') setZoom(zoomOut(zoom, window.innerHeight));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobile]);

  return (
    <Box pos="absolute" inset={0} style={{ overflow: 'hidden', background: '#6f7d92' }} data-testid="game-screen" data-connected={connected} data-canvas={canvasReady}>
      {!canvasReady && <MapPicture player={player} onShown={picture.show} />}
      {/* Laid out from the start (PixiJS sizes the canvas to it), shown once it drew the map. */}
      <div ref={host} style={{ position: 'absolute', inset: 0, visibility: canvasReady ? 'visible' : 'hidden' }} />
      <ChatWindow />
      <BottomBar />
      {!mobile && <LevelRing />}
      {mobile && <ZoomButtons />}
      {touchy && !(mobile && chatOpen) && <Joystick onMove={(x, y) => townRef.current?.setJoystick(x, y)} />}
      <ProfileDrawer />
      {!connected && (offline || graceOver) && !townDisabledForTests() && <OfflineOverlay />}
    </Box>
  );
}

/** Resolved once the town's first picture is on screen. */
function shownSignal(): { shown: Promise<void>; show: () => void } {
  let show = () => {};
  const shown = new Promise<void>((resolve) => {
    show = resolve;
  });
  return { shown, show };
}
