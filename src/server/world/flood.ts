import { FLOOD_LADDER_WINDOW_SECONDS, FLOOD_TEXT, floodMuteSeconds } from '@common/world/flood';
import { imposeSanction } from '../modules/sanctions/service';
import { sanctionTransaction } from '../modules/sanctions/transaction';
import type { LocalPlayer, Town } from './town';

/**
 * Chat mutes decided by the town itself (issue 21 §4): flood mutes, and the word filter's
 * `mute` (whose sanction the filter records). Kept in this process's memory per account, so
 * while one lasts every chat line and whisper is refused without a query.
 *
 * A flood (chat or whispers past their socket bucket or their account's minute, rate-limit.ts)
 * mutes the player for the next step of the ladder (src/common/world/flood.ts: 30 s, then longer
 * for each flood within an hour of the previous one; the count lives in the town's counters,
 * Redis with REDIS_URL, so every process climbs the same ladder). The mute is decided here at
 * once and recorded once, in the background, as a system sanction through the sanctions
 * service: Account standing and the staff lookup show it, and other processes learn it from
 * the users row's change notice should the player reconnect there. A flood while muted adds
 * no step; it costs the socket a flood token (town.strike), so a client that keeps hammering is
 * still cut off.
 */
export class ChatMutes {
  /** userId -> when this process's mute of that account ends (ms). */
  private readonly until = new Map<string, number>();
  /** The clock mutes are decided and told by (tests move it on to see a mute end). */
  now: () => number = Date.now;

  constructor(private readonly town: Town) {}

  /** Milliseconds left of a mute this process decided, 0 when none. */
  left(p: LocalPlayer, now = this.now()): number {
    const until = this.until.get(p.userId);
    if (until === undefined) return 0;
    if (until > now) return until - now;
    this.until.delete(p.userId);
    return 0;
  }

  /** Mutes the account here until `until` (the word filter's mute, recorded by the filter). */
  mute(p: LocalPlayer, until: Date): void {
    this.keep(p.userId, Math.max(this.until.get(p.userId) ?? 0, until.getTime()));
  }

  private keep(userId: string, until: number): void {
    this.until.set(userId, until);
    // Accounts that never speak again are forgotten once their mutes are over.
    if (this.until.size > 10_000) for (const [id, end] of this.until) if (end <= this.now()) this.until.delete(id);
  }

  /** Refuses a line while muted here, telling the player how long is left. Answers whether it refused. */
  refusedWhileMuted(p: LocalPlayer): boolean {
    // One reading of the clock: a second one a millisecond later told an end 1 ms past the mute's.
    const now = this.now();
    const left = this.left(p, now);
    if (left === 0) return false;
    tellMuted(p, FLOOD_TEXT.stillMuted(left / 1000), now + left);
    return true;
  }

  /** The player's chat or whispers went past the limits: the next step of the ladder. */
  async flooded(p: LocalPlayer): Promise<void> {
    const town = this.town;
    town.stats.throttled++;
    if (this.left(p) > 0) return town.strike(p);
    // Decided at once (the first step), so the next line is refused while the ladder is read.
    this.keep(p.userId, this.now() + floodMuteSeconds(1) * 1000);
    const step = await town.counters.bump(`flood:${p.userId}`, FLOOD_LADDER_WINDOW_SECONDS).catch((err: unknown) => {
      town.ctx.log.warn({ err }, 'town: the flood ladder could not be read; muting for its first step');
      return 1;
    });
    const seconds = floodMuteSeconds(step);
    const until = this.now() + seconds * 1000;
    this.keep(p.userId, until);
    town.stats.floodMutes++;
    tellMuted(p, FLOOD_TEXT.muted(seconds), until);
    void this.record(p, seconds);
  }

  /** One write per flood mute: a system sanction (never one per refused line). */
  private async record(p: LocalPlayer, seconds: number): Promise<void> {
    const ctx = this.town.ctx;
    try {
      await sanctionTransaction(ctx, (tx) => imposeSanction(ctx, tx, { userId: p.userId, kind: 'mute', minutes: seconds / 60, reason: FLOOD_TEXT.reason, actorId: null }));
    } catch (err) {
      ctx.log.error({ err, username: p.username }, 'town: a flood mute could not be recorded');
    }
  }
}

/** A refusal with the mute's end, so the chat shows the time left (notification_message's `mutedUntil`). */
export function tellMuted(p: LocalPlayer, message: string, until: number): void {
  p.socket.emit('notification_message', { message, mutedUntil: new Date(until).toISOString() });
}
