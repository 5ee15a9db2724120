import { Container, Graphics, Sprite, Text, Texture, Assets } from 'pixi.js';
import { BUBBLE } from '@common/town-ui';
import { splitEmojiTokens } from '@common/emoji/tokens';
import { customEmojiByFile } from '@common/emoji/custom-emojis';
import { addMessage, bubbleAlpha, isGone, stackUp, type BubbleState } from '../bubble-rules';
import { NAME_FONT, type AvatarView } from './avatar-view';

const PAD = 10;
const EMOJI = 30;
const TAIL = 8;

interface Drawn {
  state: BubbleState;
  view: Container;
  height: number;
}

/**
 * Speech bubbles above avatars: the rules (joining, life, fade) come from bubble-rules.ts;
 * this draws them, 200 wide, and stacks overlapping ones each frame. A line made only of
 * custom emojis shows the images; elsewhere a custom emoji reads as its :name:.
 */
export class BubbleLayer {
  private readonly byUser = new Map<string, { states: BubbleState[]; drawn: Drawn[] }>();

  constructor(private readonly textOf: (raw: string) => string) {}

  say(username: string, raw: string, now: number): void {
    const text = this.textOf(raw).trim();
    if (!text) return;
    const entry = this.byUser.get(username) ?? { states: [], drawn: [] };
    entry.states = addMessage(entry.states, text, now);
    this.byUser.set(username, entry);
  }

  forget(username: string): void {
    const entry = this.byUser.get(username);
    entry?.drawn.forEach((d) => d.view.destroy({ children: true }));
    this.byUser.delete(username);
  }

  /** The live bubbles' messages per player (browser test hook). */
  snapshot(): { username: string; messages: string[] }[] {
    return [...this.byUser].flatMap(([username, e]) => e.states.map((s) => ({ username, messages: [...s.messages] })));
  }

  clear(): void {
    for (const u of [...this.byUser.keys()]) this.forget(u);
  }

  /** Called every frame with the avatars; cheap when nobody is talking. True while any shows. */
  update(now: number, avatars: Map<string, AvatarView>): boolean {
    if (this.byUser.size === 0) return false;
    const rects: { x: number; y: number; w: number; h: number }[] = [];
    const placed: Drawn[] = [];
    for (const [username, entry] of this.byUser) {
      const avatar = avatars.get(username);
      entry.states = entry.states.filter((s) => !isGone(s, now));
      // Redraw bubbles whose messages changed; drop the ones that ended.
      const next: Drawn[] = [];
      for (const state of entry.states) {
        let d = entry.drawn.find((x) => x.state.id === state.id);
        if (d && d.state.messages.length !== state.messages.length) {
          d.view.destroy({ children: true });
          d = undefined;
        }
        if (!d) d = draw(state);
        d.state = state;
        next.push(d);
      }
      for (const old of entry.drawn) if (!next.includes(old)) old.view.destroy({ children: true });
      entry.drawn = next;
      if (!avatar || next.length === 0) {
        if (next.length === 0) this.byUser.delete(username);
        continue;
      }
      // A player's own bubbles stack upward from the newest, which sits just above the name.
      let offset = 0;
      for (let i = next.length - 1; i >= 0; i--) {
        const d = next[i]!;
        if (d.view.parent !== avatar.bubbleAnchor) avatar.bubbleAnchor.addChild(d.view);
        d.view.alpha = bubbleAlpha(d.state, now);
        offset += d.height + 6;
        const baseY = -offset + 6;
        d.view.position.set(-BUBBLE.width / 2, baseY);
        const anchorY = avatar.y + avatar.bubbleAnchor.y;
        rects.push({ x: avatar.x - BUBBLE.width / 2, y: anchorY + baseY, w: BUBBLE.width, h: d.height });
        placed.push(d);
      }
    }
    // Bubbles of different players that overlap are pushed above each other.
    const shifts = stackUp(rects);
    placed.forEach((d, i) => {
      d.view.y -= shifts[i] ?? 0;
    });
    // One more frame after the last bubble goes, so it disappears from the screen too.
    return true;
  }
}

function draw(state: BubbleState): Drawn {
  const view = new Container();
  const content = new Container();
  let y = PAD;
  for (const message of state.messages) {
    const segments = splitEmojiTokens(message);
    const onlyEmoji = segments.every((s) => s.kind === 'emoji' || s.text.trim() === '');
    if (onlyEmoji && segments.some((s) => s.kind === 'emoji')) {
      let x = PAD;
      for (const s of segments) {
        if (s.kind !== 'emoji') continue;
        if (x + EMOJI > BUBBLE.width - PAD) {
          x = PAD;
          y += EMOJI + 2;
        }
        const sprite = new Sprite(Texture.EMPTY);
        sprite.position.set(x, y);
        sprite.setSize(EMOJI, EMOJI);
        Assets.load<Texture>(s.src).then(
          (t) => {
            if (!sprite.destroyed) {
              sprite.texture = t;
              sprite.setSize(EMOJI, EMOJI);
            }
          },
          () => {},
        );
        content.addChild(sprite);
        x += EMOJI + 2;
      }
      y += EMOJI + 4;
    } else {
      const plain = segments.map((s) => (s.kind === 'text' ? s.text : `:${customEmojiByFile(s.file)?.names[0] ?? 'emoji'}:`)).join('');
      const text = new Text({
        text: plain,
        style: { fontFamily: NAME_FONT, fontSize: 15, fill: 0x1f2433, wordWrap: true, breakWords: true, wordWrapWidth: BUBBLE.width - PAD * 2, lineHeight: 19 },
        resolution: 2,
      });
      text.position.set(PAD, y);
      content.addChild(text);
      y += text.height + 4;
    }
  }
  const height = y + PAD - 4;
  const bg = new Graphics()
    .roundRect(0, 0, BUBBLE.width, height, 12)
    .fill({ color: 0xffffff, alpha: 0.96 })
    .stroke({ color: 0x1f2433, alpha: 0.25, width: 1.5 })
    .poly([BUBBLE.width / 2 - TAIL, height - 1, BUBBLE.width / 2 + TAIL, height - 1, BUBBLE.width / 2, height + TAIL])
    .fill({ color: 0xffffff, alpha: 0.96 });
  view.addChild(bg, content);
  view.alpha = 0;
  return { state, view, height: height + TAIL };
}
