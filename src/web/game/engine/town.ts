import { Application, Container, CullerPlugin, extensions, type FederatedPointerEvent } from 'pixi.js';
// The page's Content-Security-Policy forbids eval: Pixi's static shader sync instead of generated code.
import 'pixi.js/unsafe-eval';
import { cdn } from '@common/cdn';
import { walkabilityOf, type Walkability } from '@common/world/colliders';
import type { LocationData } from '@common/world/map';
import { readMoves, type MoveBatch } from '@common/world/move-batch';
import type { ClientMove, Player, PlayerState, PlayerUser } from '@common/world/protocol';
import { PLAYER_SPEED } from '@common/world/map';
import { AvatarView, NAME_FONT } from './avatar-view';
import { BubbleLayer } from './bubble-layer';
import { FOCUS_ABOVE_FEET, TOWN_CENTER, cameraOffset, clampZoom, screenToWorld } from './camera';
import { ArrowKeys } from './keyboard';
import { loadMapLayer, plainGround } from './map-layer';
import { LocalMover, MoveSendClock } from './movement';

export interface TownOptions {
  optimized: () => boolean;
  zoom: () => number;
  onAvatarTap: (username: string) => void;
  /** Removes redaction markers and the like from text shown in bubbles. */
  bubbleText: (raw: string) => string;
}

// Off-screen avatars, labels and map tiles are skipped when drawing (a full town is mostly off screen).
extensions.add(CullerPlugin);

/** Views kept for players who arrive next (Text and Graphics are costly to create). */
const POOL_MAX = 64;

/** Remote players further than this from where the server says they are jump there. */
const SNAP_DISTANCE = 400;
/** Remote players catch up within about one send interval. */
const CATCH_UP_SECONDS = 0.2;

/**
 * The town canvas (live-world §2): map background, depth-sorted avatars, foreground, then
 * labels and bubbles; the camera follows the local player. Imperative PixiJS that React
 * mounts once; it never re-renders React per frame. The connection calls the methods below.
 */
export class Town {
  readonly app = new Application();
  private readonly world = new Container();
  private readonly ground = new Container();
  private readonly avatarLayer = new Container();
  private readonly foreground = new Container();
  private readonly overlay = new Container();
  private readonly avatars = new Map<string, AvatarView>();
  /** Moves name players by Player.id; a reconnected player gets a new one. */
  private readonly byId = new Map<number, AvatarView>();
  private readonly pool: AvatarView[] = [];
  private readonly bubbles: BubbleLayer;
  private readonly keys = new ArrowKeys();
  private readonly sendClock: MoveSendClock;
  private walk: Walkability | null = null;
  private me: { view: AvatarView; mover: LocalMover } | null = null;
  private send: ((m: ClientMove) => void) | null = null;
  private joystick = { x: 0, y: 0 };
  private destroyed = false;
  /** Frames are drawn only when something visible changed (an idle town costs nothing). */
  private dirty = true;
  private readonly markDirty = () => {
    this.dirty = true;
  };
  private lastCamera = { x: NaN, y: NaN, zoom: NaN };
  /** Set once the map's pictures are in (or failed): the next frame drawn shows them. */
  private mapLoaded = false;
  private resolveMapDrawn: (() => void) | null = null;
  private readonly mapDrawn = new Promise<void>((resolve) => {
    this.resolveMapDrawn = resolve;
  });

  constructor(private readonly opts: TownOptions) {
    this.bubbles = new BubbleLayer(opts.bubbleText);
    this.sendClock = new MoveSendClock(opts.optimized);
  }

  async mount(host: HTMLElement): Promise<void> {
    // Name tags are measured once: have the web font ready first (but never wait long for it).
    await Promise.race([document.fonts?.load(`800 17px ${NAME_FONT}`), new Promise((r) => setTimeout(r, 3000))]).catch(() => {});
    await this.app.init({
      resizeTo: host,
      background: 0x6f7d92,
      antialias: !this.opts.optimized(),
      autoDensity: true,
      resolution: this.opts.optimized() ? 1 : Math.min(2, window.devicePixelRatio || 1),
    });
    if (this.destroyed) {
      this.app.destroy(true);
      return;
    }
    this.app.canvas.setAttribute('data-testid', 'town-canvas');
    this.app.ticker.remove(this.app.render, this.app);
    this.app.renderer.on('resize', this.markDirty);
    host.appendChild(this.app.canvas);
    this.avatarLayer.sortableChildren = true;
    this.overlay.sortableChildren = true;
    this.foreground.eventMode = 'none';
    this.overlay.eventMode = 'none';
    this.world.addChild(this.ground, this.avatarLayer, this.foreground, this.overlay);
    this.app.stage.addChild(this.world);
    this.ground.addChild(plainGround());
    this.ground.eventMode = 'static';
    this.ground.cursor = 'pointer';
    this.ground.on('pointertap', (e: FederatedPointerEvent) => this.clickToWalk(e));
    this.app.ticker.add((t) => this.tick(t.deltaMS));
    void this.loadMap().then(() => {
      this.mapLoaded = true;
      this.markDirty();
    });
  }

  /**
   * Resolves once a frame with the map's pictures (or the plain street, when they failed) was
   * drawn: then the canvas can take the place of the town's first picture (GameScreen).
   */
  whenMapDrawn(): Promise<void> {
    return this.mapDrawn;
  }

  /** Each part is used as soon as it arrives: walking needs the colliders, not the pictures. */
  private async loadMap(): Promise<void> {
    const colliders = fetch(cdn.mapColliders())
      .then((r) => (r.ok ? (r.json() as Promise<LocationData>) : Promise.reject(new Error(String(r.status)))))
      .then((data) => {
        if (!this.destroyed) this.walk = walkabilityOf(data);
      });
    const layer = (url: string, into: Container) =>
      loadMapLayer(url).then((sprite) => {
        if (this.destroyed) return;
        into.addChild(sprite);
        this.markDirty();
      });
    const results = await Promise.allSettled([colliders, layer(cdn.mapBackground(), this.ground), layer(cdn.mapForeground(), this.foreground)]);
    for (const r of results) if (r.status === 'rejected') console.warn('[town] map part not loaded:', r.reason);
  }

  // ---- from the connection ----

  setSender(send: ((m: ClientMove) => void) | null): void {
    this.send = send;
  }

  join(self: Player, players: Player[]): void {
    this.clear();
    const view = this.addView(self.user, self.state, self.id);
    view.isLocal = true;
    view.place(self.state.x, self.state.y);
    this.me = { view, mover: new LocalMover(self.state.x, self.state.y, self.state.frame) };
    for (const p of players) if (p.user.username !== self.user.username) this.addPlayer(p);
  }

  addPlayer(p: Player): void {
    if (this.me && p.user.username === this.me.view.user.username) return;
    const existing = this.avatars.get(p.user.username);
    if (existing) {
      this.assignId(existing, p.id);
      existing.applyUser(p.user);
      existing.targetX = p.state.x;
      existing.targetY = p.state.y;
      return;
    }
    this.addView(p.user, p.state, p.id);
  }

  private assignId(view: AvatarView, id: number): void {
    this.byId.delete(view.playerId);
    view.playerId = id;
    this.byId.set(id, view);
  }

  private addView(user: PlayerUser, state: PlayerState, id: number): AvatarView {
    const pooled = this.pool.pop();
    if (pooled) pooled.reuse(user);
    const view = pooled ?? new AvatarView(user, this.opts.optimized(), this.opts.onAvatarTap, this.markDirty);
    view.place(state.x, state.y);
    view.targetX = state.x;
    view.targetY = state.y;
    view.setFrame(state.frame);
    this.avatarLayer.addChild(view.body);
    this.overlay.addChild(view.label);
    this.avatars.set(user.username, view);
    this.assignId(view, id);
    return view;
  }

  updateUser(username: string, user: PlayerUser): void {
    this.avatars.get(username)?.applyUser(user);
  }

  removePlayer(username: string): void {
    const view = this.avatars.get(username);
    if (!view || view === this.me?.view) return;
    this.recycle(view);
    this.avatars.delete(username);
    this.byId.delete(view.playerId);
    this.bubbles.forget(username);
    this.markDirty();
  }

  applyMoves(batch: MoveBatch): void {
    readMoves(batch, this.applyMove);
  }

  private readonly applyMove = (id: number, x: number, y: number, frame: number): void => {
    const view = this.byId.get(id);
    if (!view || view === this.me?.view) return;
    view.targetX = x;
    view.targetY = y;
    view.setFrame(frame);
  };

  correct(state: PlayerState): void {
    if (!this.me) return;
    this.me.mover.correct(state.x, state.y, state.frame);
    this.me.view.place(state.x, state.y);
    this.me.view.setFrame(state.frame);
  }

  /** `at`: when the line was said (performance.now()), so a line kept before the canvas ages as it would have. */
  say(username: string, text: string, at = performance.now()): void {
    this.bubbles.say(username, text, at);
  }

  /** Disconnected: every remote player goes and the local player is cleared. */
  clear(): void {
    for (const view of this.avatars.values()) this.recycle(view);
    this.avatars.clear();
    this.byId.clear();
    this.bubbles.clear();
    this.me = null;
    this.markDirty();
  }

  private recycle(view: AvatarView): void {
    if (this.pool.length < POOL_MAX && !this.destroyed) {
      view.release();
      this.pool.push(view);
    } else view.destroy();
  }

  setJoystick(x: number, y: number): void {
    this.joystick = { x, y };
  }

  /** For the browser test hook: where everyone stands now. */
  positions(): { username: string; x: number; y: number; frame: number; local: boolean }[] {
    return [...this.avatars.values()].map((v) => ({ username: v.user.username, x: v.x, y: v.y, frame: v.currentFrame, local: v === this.me?.view }));
  }

  /** Players whose name shows the Resident crown (browser test hook). */
  crowned(): string[] {
    return [...this.avatars.values()].filter((v) => v.crowned).map((v) => v.user.username);
  }

  /** Speech bubbles showing now (browser test hook). */
  bubbleTexts(): { username: string; messages: string[] }[] {
    return this.bubbles.snapshot();
  }

  /** Screen point of a player's feet (browser tests click avatars with it). */
  screenOf(username: string): { x: number; y: number } | null {
    const v = this.avatars.get(username);
    if (!v) return null;
    const p = this.world.toGlobal({ x: v.x, y: v.y - 60 });
    return { x: p.x, y: p.y };
  }

  // ---- per frame ----

  private clickToWalk(e: FederatedPointerEvent): void {
    if (!this.me || !this.walk) return;
    const p = screenToWorld(e.global.x, e.global.y, this.world.position, this.world.scale.x);
    this.me.mover.walkTo(this.walk, p);
  }

  private tick(deltaMS: number): void {
    const dt = Math.min(0.1, deltaMS / 1000);
    const now = performance.now();
    if (this.me) {
      const { mover, view } = this.me;
      const key = this.keys.direction();
      const dir = key.x !== 0 || key.y !== 0 ? key : this.joystick;
      if (mover.step(dt, dir, this.walk)) this.sendClock.moved();
      view.place(mover.x, mover.y);
      view.setFrame(mover.frame);
      // No send stamp (protocol.ts clientMove.t): nothing on screen uses it, and it would cost
      // every observer bytes on each of this player's moves.
      if (this.send && this.sendClock.due(now)) this.send({ x: round(mover.x), y: round(mover.y), frame: mover.frame });
    }
    for (const view of this.avatars.values()) {
      if (view === this.me?.view) continue;
      const dx = view.targetX - view.x;
      const dy = view.targetY - view.y;
      const d = Math.hypot(dx, dy);
      if (d === 0) continue;
      if (d > SNAP_DISTANCE) {
        view.place(view.targetX, view.targetY);
        continue;
      }
      const stepLen = Math.max(PLAYER_SPEED, d / CATCH_UP_SECONDS) * dt;
      if (stepLen >= d) view.place(view.targetX, view.targetY);
      else view.place(view.x + (dx / d) * stepLen, view.y + (dy / d) * stepLen);
    }
    if (this.bubbles.update(now, this.avatars)) this.dirty = true;
    this.updateCamera();
    if (this.dirty) {
      this.dirty = false;
      this.app.render();
      if (this.mapLoaded && this.resolveMapDrawn) {
        this.resolveMapDrawn();
        this.resolveMapDrawn = null;
      }
    }
  }

  private updateCamera(): void {
    const { width, height } = this.app.screen;
    const zoom = clampZoom(this.opts.zoom(), height);
    const focus = this.me ? { x: this.me.view.x, y: this.me.view.y - FOCUS_ABOVE_FEET } : TOWN_CENTER;
    const off = cameraOffset(focus.x, focus.y, zoom, width, height);
    const x = Math.round(off.x);
    const y = Math.round(off.y);
    const last = this.lastCamera;
    if (x === last.x && y === last.y && zoom === last.zoom) return;
    this.lastCamera = { x, y, zoom };
    this.world.scale.set(zoom);
    this.world.position.set(x, y);
    this.dirty = true;
  }

  destroy(): void {
    this.destroyed = true;
    this.keys.dispose();
    this.clear();
    for (const view of this.pool.splice(0)) view.destroy();
    if (this.app.renderer) this.app.destroy(true, { children: true });
  }
}

const round = (n: number) => Math.round(n * 10) / 10;
