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
import { connectTown } from './connection';
import { Town } from './engine/town';
import { isTyping } from './engine/keyboard';
import { zoomIn, zoomOut } from './engine/camera';
import { Joystick } from './Joystick';
import { OfflineOverlay } from './OfflineOverlay';
import { ProfileDrawer } from './ProfileDrawer';
import { useTown, useZoom } from './store';
import { ZoomButtons } from './ZoomButtons';
import { installTestHook, townDisabledForTests } from './testHook';

/** Before the first connection, the overlay waits this long so a normal start does not flash it. */
const FIRST_CONNECT_GRACE_MS = 2500;

/**
 * The town (live-world §2): the PixiJS canvas mounted once, with the HUD, chat, joystick,
 * zoom, profile drawer and offline overlay as React on top.
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

  useEffect(() => {
    if (townDisabledForTests()) return;
    const town = new Town({
      optimized: () => useSettings.getState().optimizedMode,
      zoom: () => useZoom.getState().zoom,
      onAvatarTap: (username) => useTown.getState().openProfile(username),
      bubbleText: stripRedactions,
    });
    townRef.current = town;
    let disconnect = () => {};
    let uninstall = () => {};
    void town.mount(host.current!).then(() => {
      if (townRef.current !== town) return;
      disconnect = connectTown(town, showTownNotification);
      uninstall = installTestHook(town);
    });
    const grace = setTimeout(() => setGraceOver(true), FIRST_CONNECT_GRACE_MS);
    return () => {
      clearTimeout(grace);
      townRef.current = null;
      uninstall();
      disconnect();
      town.destroy();
    };
  }, []);

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
    <Box pos="absolute" inset={0} style={{ overflow: 'hidden', background: '#6f7d92' }} data-testid="game-screen" data-connected={connected}>
      <div ref={host} style={{ position: 'absolute', inset: 0 }} />
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
