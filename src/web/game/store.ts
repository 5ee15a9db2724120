import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { ZOOM } from '@common/town-ui';
import type { PlayerUser } from '@common/world/protocol';

/**
 * What React shows about the town (the canvas keeps its own per-frame state): connection,
 * who is present (changes on join and leave only, never per move), the open profile drawer.
 */
interface TownState {
  connected: boolean;
  /** Once the first connection failed or dropped: the overlay only shows after a first try. */
  offline: boolean;
  me: PlayerUser | null;
  players: PlayerUser[];
  profile: string | null;
  honor: number | null;
  setConnected(connected: boolean): void;
  setOffline(offline: boolean): void;
  setMe(me: PlayerUser | null): void;
  setPlayers(players: PlayerUser[]): void;
  upsertPlayer(p: PlayerUser): void;
  removePlayer(username: string): void;
  openProfile(username: string | null): void;
  setHonor(honor: number): void;
}

export const useTown = create<TownState>()((set) => ({
  connected: false,
  offline: false,
  me: null,
  players: [],
  profile: null,
  honor: null,
  setConnected: (connected) => set(connected ? { connected, offline: false } : { connected }),
  setOffline: (offline) => set({ offline }),
  setMe: (me) => set({ me }),
  setPlayers: (players) => set({ players }),
  upsertPlayer: (p) => set((s) => ({ players: [...s.players.filter((x) => x.username !== p.username), p] })),
  removePlayer: (username) => set((s) => ({ players: s.players.filter((x) => x.username !== username) })),
  openProfile: (profile) => set({ profile }),
  setHonor: (honor) => set({ honor }),
}));

/** The camera zoom, kept in the browser (live-world §9). */
interface ZoomState {
  zoom: number;
  setZoom(zoom: number): void;
}
export const useZoom = create<ZoomState>()(persist((set) => ({ zoom: ZOOM.default, setZoom: (zoom) => set({ zoom }) }), { name: 'oldroad.zoom' }));
