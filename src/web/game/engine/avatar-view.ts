import { Container, Graphics, Sprite, Text, type Texture } from 'pixi.js';
import type { PlayerUser } from '@common/world/protocol';
import { SPRITE_RETRY_MS, viewTextures } from './textures';

/** How tall a full-size avatar stands in world units (the map is 1000 tall). */
export const AVATAR_WORLD_HEIGHT = 175;
const NAME_GAP = 8;
const DEFAULT_NAME_COLOR = '#ffffff';
export const NAME_FONT = "'Nunito Variable', Nunito, sans-serif";

/**
 * One avatar on the map: the body (sprite and shadow) lives in the depth-sorted avatar layer
 * between background and foreground; its label (crown, name tag) and bubbles live in the
 * overlay above the foreground so they stay readable. Positions are feet positions.
 */
export class AvatarView {
  readonly body = new Container();
  readonly label = new Container();
  /** Where the bubbles hang: above the name tag, moved by the bubble layer. */
  readonly bubbleAnchor = new Container();
  private readonly sprite = new Sprite();
  private readonly placeholder = new Graphics();
  private readonly name: Text;
  private readonly crown = new Graphics();
  private textures: Texture[] | null = null;
  private frame = 0;
  private disposed = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  x = 0;
  y = 0;
  /** The viewer's own avatar wins ties in depth (drawn over someone standing on the same line). */
  isLocal = false;
  /** The player's Player.id (moves name players by it); -1 while pooled. */
  playerId = -1;
  /** Remote players glide towards the last position the server reported. */
  targetX = 0;
  targetY = 0;

  constructor(
    public user: PlayerUser,
    private readonly optimized: boolean,
    onTap: (username: string) => void,
    /** Something visible changed: the town draws a new frame. */
    private readonly changed: () => void,
  ) {
    const shadow = new Graphics().ellipse(0, 0, 34, 10).fill({ color: 0x000000, alpha: 0.22 });
    this.placeholder.roundRect(-28, -AVATAR_WORLD_HEIGHT, 56, AVATAR_WORLD_HEIGHT, 26).fill({ color: 0x8a9bb8, alpha: 0.85 });
    this.sprite.anchor.set(0.5, 1);
    this.sprite.visible = false;
    this.body.addChild(shadow, this.placeholder, this.sprite);
    this.body.eventMode = 'static';
    this.body.cursor = 'pointer';
    this.body.on('pointertap', (e) => {
      e.stopPropagation();
      onTap(this.user.username);
    });

    this.name = new Text({
      text: user.username,
      style: { fontFamily: NAME_FONT, fontSize: 17, fontWeight: '800', fill: DEFAULT_NAME_COLOR, stroke: { color: 0x1b2033, width: 4, join: 'round' } },
      resolution: 2,
    });
    this.name.anchor.set(0.5, 1);
    this.crown
      .poly([-11, 0, -13, -13, -6, -7, 0, -16, 6, -7, 13, -13, 11, 0])
      .fill({ color: 0xf7c948 })
      .stroke({ color: 0x7a5200, width: 2, join: 'round' });
    this.label.addChild(this.crown, this.name, this.bubbleAnchor);
    this.label.eventMode = 'none';
    this.body.cullable = true;
    this.label.cullable = true;
    this.applyUser(user);
    this.loadSprite();
    void document.fonts?.ready.then(() => {
      if (this.disposed) return;
      this.name.style.fontWeight = '800'; // re-measures the name in the loaded font
      this.layoutLabel();
    });
  }

  /** Whether the Resident crown shows over the name (browser test hook). */
  get crowned(): boolean {
    return this.crown.visible;
  }

  /** Name colour and crown follow membership; the look decides the sheet. */
  applyUser(user: PlayerUser): void {
    const lookChanged = user.look !== this.user.look;
    this.user = user;
    const member = user.membership > 0;
    this.name.style.fill = member && user.customization.nametagColor ? user.customization.nametagColor : DEFAULT_NAME_COLOR;
    this.crown.visible = member;
    this.layoutLabel();
    this.scaleSprite();
    if (lookChanged) this.loadSprite();
  }

  /** Gives a pooled view to another player (players come and go all the time in a busy town). */
  reuse(user: PlayerUser): void {
    this.isLocal = false;
    this.playerId = -1;
    this.name.text = user.username;
    if (user.look !== this.user.look) {
      this.textures = null;
      this.sprite.visible = false;
      this.placeholder.visible = true;
    }
    this.applyUser(user);
  }

  /** Out of the scene, kept for reuse. */
  release(): void {
    clearTimeout(this.retryTimer);
    this.bubbleAnchor.removeChildren();
    this.body.removeFromParent();
    this.label.removeFromParent();
  }

  /** Crown left of the name, both above the head; re-run when the web font arrives (wider text). */
  layoutLabel(): void {
    const member = this.user.membership > 0;
    const h = AVATAR_WORLD_HEIGHT * (this.user.customization.height || 1);
    const nameWidth = this.name.width;
    this.name.position.set(member ? 10 : 0, -h - NAME_GAP);
    this.crown.position.set(-nameWidth / 2 - 6, -h - NAME_GAP - 3);
    this.bubbleAnchor.y = -h - NAME_GAP - 26;
    this.changed();
  }

  private loadSprite(): void {
    const look = this.user.look;
    clearTimeout(this.retryTimer);
    viewTextures(look, this.optimized).then(
      (textures) => {
        if (this.disposed || look !== this.user.look) return;
        this.textures = textures;
        this.sprite.texture = textures[this.frame]!;
        this.sprite.visible = true;
        this.placeholder.visible = false;
        this.scaleSprite();
        this.changed();
      },
      () => {
        if (this.disposed) return;
        this.retryTimer = setTimeout(() => this.loadSprite(), this.optimized ? SPRITE_RETRY_MS.optimized : SPRITE_RETRY_MS.normal);
      },
    );
  }

  private scaleSprite(): void {
    const tex = this.sprite.texture;
    if (!tex || tex.height <= 1) return;
    const s = AVATAR_WORLD_HEIGHT / tex.height;
    this.sprite.scale.set(s * (this.user.customization.width || 1), s * (this.user.customization.height || 1));
  }

  setFrame(frame: number): void {
    if (frame === this.frame) return;
    this.frame = frame;
    if (this.textures) this.sprite.texture = this.textures[frame]!;
    this.changed();
  }

  get currentFrame(): number {
    return this.frame;
  }

  /** Moves body and label to (x, y); depth follows the feet. */
  place(x: number, y: number): void {
    const z = this.isLocal ? y + 0.5 : y;
    if (x === this.x && y === this.y && this.body.zIndex === z) return;
    this.x = x;
    this.y = y;
    this.body.position.set(x, y);
    this.body.zIndex = z;
    this.label.zIndex = z;
    this.label.position.set(x, y);
    this.changed();
  }

  destroy(): void {
    this.disposed = true;
    clearTimeout(this.retryTimer);
    this.body.destroy({ children: true });
    this.label.destroy({ children: true });
  }
}
