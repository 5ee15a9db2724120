import { eq, inArray } from 'drizzle-orm';
import type { NotificationKind } from '@common/world/protocol';
import type { AppContext } from '../context';
import { users, type UserRow } from '../modules/users/schema';
import { membershipOf } from '../modules/users/membership';
import { maySpeakTo, standingRefusal, suspensionRefusal, type StandingField } from '../modules/users/standing';
import { STAFF_TEXT } from '@common/staff-tools';
import { showChanged, type LocalPlayer, type Town } from './town';

/**
 * What the town knows of each connected player's standing (issue 21 §3), so public chat and
 * whispers are refused while muted without a query per message, and a suspension, a ban or a
 * username change closes the connection, in every process, within a poll of change notices.
 *
 * Every users-row change records a `user` notice (migration 0014's trigger), which each process
 * hears within POLL_MS (db/changes.ts): for a player connected here, the row's standing columns
 * are read again (one query by primary key; a later read wins over an earlier one). A row now
 * suspended or banned closes the player's connection with the refusal's text; a new username
 * closes it so the client comes back under the new name (rooms and presence are by name).
 * Until the kept row is loaded, and whenever notices are not live (lost polls, an app without a
 * change feed), each chat line reads the row instead, so a mute is never missed.
 *
 * The sanctions and staff services also close connections through the Socket.IO adapter right
 * after their commit (every process at once: notify.ts); whichever comes first closes it.
 *
 * The same row carries the membership: a membership bought, granted or ended while the player
 * is in town shows (or takes away) their crown for everyone at once. One that ends by the clock
 * (0034: no write, so no notice) is looked at again when its end passes.
 */
type StandingRow = Pick<UserRow, 'id' | 'username' | 'membership' | 'membershipEndsAt' | StandingField>;

/** setTimeout's longest wait; a membership ending later is looked at again then, and so on. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

const columns = {
  id: users.id,
  username: users.username,
  membership: users.membership,
  membershipEndsAt: users.membershipEndsAt,
  emailVerifiedAt: users.emailVerifiedAt,
  mutedUntil: users.mutedUntil,
  suspendedUntil: users.suspendedUntil,
  suspensionReason: users.suspensionReason,
};

interface Kept {
  row: StandingRow | null;
  players: Set<LocalPlayer>;
  /** Bumped by every read begun; only the latest read's row is kept. */
  generation: number;
  /** The read in flight: a line sent meanwhile waits for it (a mute just heard applies to it). */
  loading: Promise<void> | null;
  /** Wakes when the kept row's membership ends by the clock. */
  membershipEnds?: NodeJS.Timeout;
}

export class TownStanding {
  /** userId -> the kept row (absent until loaded) and the local players of that account. */
  private readonly kept = new Map<string, Kept>();
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly town: Town,
  ) {
    const feed = ctx.changes;
    if (feed) {
      this.unsubscribe.push(feed.on('user', (id) => void this.reload([id])));
      // Notices may have been missed: read everyone connected here again.
      this.unsubscribe.push(feed.onReset(() => void this.reload([...this.kept.keys()])));
    }
  }

  stop(): void {
    for (const off of this.unsubscribe.splice(0)) off();
    for (const entry of this.kept.values()) clearTimeout(entry.membershipEnds);
  }

  /** A player joined this process: their row is read once, and on every notice from now on. */
  track(p: LocalPlayer): void {
    let entry = this.kept.get(p.userId);
    if (!entry) this.kept.set(p.userId, (entry = { row: null, players: new Set(), generation: 0, loading: null }));
    entry.players.add(p);
    if (entry.players.size === 1) void this.reload([p.userId]);
  }

  untrack(p: LocalPlayer): void {
    const entry = this.kept.get(p.userId);
    if (!entry) return;
    entry.players.delete(p);
    if (entry.players.size > 0) return;
    clearTimeout(entry.membershipEnds);
    this.kept.delete(p.userId);
  }

  /** Why this player may not say something in public chat now, or null. */
  async publicRefusal(p: LocalPlayer): Promise<string | null> {
    const row = await this.rowOf(p);
    return row ? standingRefusal(row, 'speak') : null;
  }

  /** Why this player may not whisper to `recipientId` now (a mute lets whispers to friends through), or null. */
  async whisperRefusal(p: LocalPlayer, recipientId: string): Promise<string | null> {
    const row = await this.rowOf(p);
    return row ? maySpeakTo(this.ctx, row, recipientId) : null;
  }

  /** The kept row while notices are live, else the database's. */
  private async rowOf(p: LocalPlayer): Promise<StandingRow | null> {
    const entry = this.kept.get(p.userId);
    if (entry?.loading) await entry.loading;
    const kept = entry?.row;
    if (kept && this.ctx.changes?.live) return kept;
    const [row] = await this.ctx.db.select(columns).from(users).where(eq(users.id, p.userId));
    return row ?? null;
  }

  private reload(userIds: string[]): Promise<void> {
    const wanted = userIds.filter((id) => this.kept.has(id));
    if (wanted.length === 0) return Promise.resolve();
    const loading = this.read(wanted);
    for (const id of wanted) {
      const entry = this.kept.get(id)!;
      entry.loading = loading;
      void loading.finally(() => {
        if (entry.loading === loading) entry.loading = null;
      });
    }
    return loading;
  }

  private async read(wanted: string[]): Promise<void> {
    const generations = new Map(wanted.map((id) => [id, ++this.kept.get(id)!.generation]));
    let rows: StandingRow[];
    try {
      rows = await this.ctx.db.select(columns).from(users).where(inArray(users.id, wanted));
    } catch (err) {
      this.ctx.log.warn({ err }, 'town: reading standing failed; chat reads it per line meanwhile');
      for (const id of wanted) {
        const entry = this.kept.get(id);
        if (entry) entry.row = null;
      }
      return;
    }
    for (const row of rows) {
      const entry = this.kept.get(row.id);
      // A read begun later (after a later notice) has the newer row: this one is dropped.
      if (!entry || entry.generation !== generations.get(row.id)) continue;
      entry.row = row;
      this.enforce(row, entry.players);
      this.showMembership(row, entry);
    }
  }

  /** Each local player of the row shows its membership as it is now; woken again when it ends. */
  private showMembership(row: StandingRow, entry: Kept): void {
    clearTimeout(entry.membershipEnds);
    const now = Date.now();
    const tier = membershipOf(row, now);
    for (const p of entry.players) {
      if (p.membership === tier || p.socket.disconnected) continue;
      p.membership = tier;
      showChanged(this.town, p).catch((err: unknown) => this.ctx.log.warn({ err, userId: row.id }, 'town: showing a membership change failed'));
    }
    const ends = row.membershipEndsAt?.getTime();
    if (tier > 0 && ends !== undefined) {
      entry.membershipEnds = setTimeout(() => this.showMembership(row, entry), Math.min(ends - now + 1, LONGEST_TIMER_MS));
      entry.membershipEnds.unref();
    }
  }

  /** Closes the connections a suspension, a ban or a new username ends. */
  private enforce(row: StandingRow, players: Set<LocalPlayer>): void {
    const suspended = suspensionRefusal(row);
    for (const p of [...players]) {
      if (suspended) closeConnection(p, suspended, 'signedOut');
      else if (row.username !== null && row.username !== p.username) closeConnection(p, STAFF_TEXT.renamedInTown(row.username), 'renamed');
    }
  }
}

/** Tells one local player why their connection ends, then ends it (once). */
export function closeConnection(p: LocalPlayer, message: string, kind: NotificationKind): void {
  if (p.socket.disconnected) return;
  p.socket.emit('notification_message', { message, kind });
  p.socket.disconnect(true);
}
