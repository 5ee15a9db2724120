import type { Logger } from 'pino';
import { io as connectClient, type Socket } from 'socket.io-client';
import type { Walkability } from '@common/world/colliders';
import { TOWN } from '@common/world/map';
import type { ClientToServerEvents, ServerToClientEvents } from '@common/world/protocol';
import { RESIDENT_GREETINGS, RESIDENT_LINES, type ResidentSettings } from '@common/world/residents';
import { Legs } from './legs';
import { randomSpot, type Place } from './places';
import type { GreetBook } from './shared';
import { TownView, type Seen } from './view';

type ResidentSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * off: not driven here (no lease, or not started); joining: connecting to the town; in-town:
 * walking and talking; away: its player is in town (or it was refused), it waits to come back.
 */
export type ResidentState = 'off' | 'joining' | 'in-town' | 'away';

/** What a resident needs from the residents' director (index.ts). */
export interface ResidentHost {
  settings: ResidentSettings;
  walk: Walkability;
  places: readonly Place[];
  greetBook: GreetBook;
  random: () => number;
  log: Logger;
  isResident(username: string): boolean;
  /** Either of the two blocks the other: the resident keeps away (no walking over, no greeting). */
  keepsAway(residentId: string, username: string): Promise<boolean>;
  /** The town closed the resident's connection or refused it (not when the director closed it). */
  left(resident: Resident, reason: string): void;
}

/** Places a resident prefers to walk to next: within this distance, so strolls stay short. */
const NEARBY_PLACE = 1200;
/** Where a resident stops beside a newcomer it walks over to, and how often it tries. */
const BESIDE = 110;
const APPROACH_TRIES = 3;

/**
 * One demo resident: a real Socket.IO client of the town, signed in with its own session, that
 * walks between places, greets newcomers and chats now and then. Everything it does goes
 * through the world server as a player's client would (moves checked against the colliders and
 * the speed budget, chat through the rate limits and the word filter). The director calls
 * `step` on every resident from one timer.
 */
export class Resident {
  state: ResidentState = 'off';
  /** Lines said since the director started it (tests and logs). */
  said = 0;
  private socket?: ResidentSocket;
  private legs?: Legs;
  private readonly view: TownView;
  private placeName = '';
  /** The way to face once the walk has ended (the place's view), turned to on the next step. */
  private restFrame?: number;
  private pauseUntil = 0;
  private lastStepAt = 0;
  private lastSent = '';
  private lastLineAt = -Infinity;
  private lastLine = '';
  private nextChatterAt = 0;
  /** A newcomer this resident claimed to greet (walking over, or waiting for its line gap). */
  private greeting?: { username: string; tries: number };
  private claiming = false;
  /** Players this resident asked the greet book about, until when it won't ask again. */
  private readonly asked = new Map<string, number>();

  constructor(
    readonly account: { id: string; username: string },
    private readonly host: ResidentHost,
  ) {
    this.view = new TownView(account.username);
  }

  get username(): string {
    return this.account.username;
  }

  /** The newcomer this resident is about to greet, if any. */
  get greetingWho(): string | undefined {
    return this.greeting?.username;
  }

  /** Connects to the town at `url` (its own process) with a session key of its account. */
  join(url: string, sessionKey: string, token: string): void {
    this.state = 'joining';
    const socket: ResidentSocket = connectClient(url, {
      auth: { sessionKey, location: TOWN.name, resident: token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    this.socket = socket;
    socket.on('join_room', ({ self, players }) => {
      this.view.reset(players);
      const now = Date.now();
      this.legs = new Legs(this.host.walk, self.state.x, self.state.y, self.state.frame);
      this.lastSent = this.position();
      this.lastStepAt = now;
      this.pauseUntil = now + this.between([1000, 3000]);
      this.nextChatterAt = now + this.between(this.host.settings.chatterMs);
      this.state = 'in-town';
    });
    socket.on('user_connected', (p) => this.view.arrived(p));
    socket.on('user_disconnected', ({ socketId }) => this.view.left(socketId));
    socket.on('move', (batch) => this.view.moved(batch));
    socket.on('correct_position', (s) => {
      this.legs?.reset(s.x, s.y, s.frame);
      this.lastSent = this.position();
      this.pauseUntil = Date.now() + this.between([1000, 3000]);
    });
    socket.on('disconnect', (reason) => {
      if (reason === 'io client disconnect') return;
      this.forget();
      this.host.left(this, reason);
    });
    socket.on('connect_error', (err) => {
      this.forget();
      this.host.left(this, err.message);
    });
  }

  /** Closes the connection (the director stops it or hands it to another process). */
  leave(): void {
    const socket = this.socket;
    this.forget();
    socket?.disconnect();
    this.state = 'off';
  }

  private forget(): void {
    this.socket?.removeAllListeners();
    this.socket = undefined;
    this.legs = undefined;
    this.greeting = undefined;
    this.restFrame = undefined;
    this.view.clear();
  }

  /** One beat of the resident's day: look around, walk or stand, maybe talk, send where it is. */
  step(now: number): void {
    const legs = this.legs;
    if (this.state !== 'in-town' || !legs) return;
    const seconds = Math.min(now - this.lastStepAt, 500) / 1000;
    this.lastStepAt = now;
    this.lookAround(now, legs);
    if (legs.walking) {
      legs.advance(this.host.settings.speed * seconds);
      if (!legs.walking && !this.greeting) this.arrive(now);
    } else if (this.restFrame !== undefined) {
      legs.frame = this.restFrame;
      this.restFrame = undefined;
    } else if (!this.greeting && now >= this.pauseUntil) {
      this.goSomewhere(now, legs);
    }
    this.chatter(now);
    this.sendPosition(legs);
  }

  /** Greets a newcomer in reach, walks over to one on screen, or carries on with a greeting. */
  private lookAround(now: number, legs: Legs): void {
    const s = this.host.settings;
    const target = this.greeting;
    if (target) {
      const person = this.view.find(target.username);
      if (!person) return void (this.greeting = undefined);
      const d = Math.hypot(person.x - legs.x, person.y - legs.y);
      if (d <= Math.min(s.greetRadius, BESIDE * 1.5) || (!legs.walking && d <= s.greetRadius)) {
        legs.stop();
        this.restFrame = undefined;
        legs.face(person);
        if (this.say(now, this.pick(RESIDENT_GREETINGS)(person.username))) {
          this.greeting = undefined;
          this.pauseUntil = now + this.between(s.pauseMs);
        }
      } else if (!legs.walking) {
        if (target.tries >= APPROACH_TRIES) return void (this.greeting = undefined);
        target.tries++;
        this.walkBeside(person, legs);
      }
      return;
    }
    if (this.claiming) return;
    const person = this.view.nearest(legs.x, legs.y, s.noticeRadius, (o) => !this.host.isResident(o.username) && (this.asked.get(o.username) ?? 0) <= now);
    if (!person) return;
    this.asked.set(person.username, now + s.greetCooldownMs);
    if (this.asked.size > 1000) for (const [name, until] of this.asked) if (until <= now) this.asked.delete(name);
    this.claiming = true;
    this.host
      .keepsAway(this.account.id, person.username)
      .then((away) => !away && this.host.greetBook.claim(person.username, s.greetCooldownMs))
      .then((mine) => {
        if (!mine || this.state !== 'in-town') return;
        this.greeting = { username: person.username, tries: 0 };
        // Turn from wherever it was going: the next step walks over.
        this.legs?.stop();
      })
      .catch((err: unknown) => this.host.log.warn({ err }, 'residents: greet book unavailable'))
      .finally(() => (this.claiming = false));
  }

  private walkBeside(person: Seen, legs: Legs): void {
    const dx = legs.x - person.x;
    const dy = legs.y - person.y;
    const d = Math.hypot(dx, dy) || 1;
    const spot = { x: person.x + (dx / d) * BESIDE, y: person.y + (dy / d) * BESIDE * 0.4 };
    if (!legs.walkTo(spot)) legs.walkTo(person);
  }

  private arrive(now: number): void {
    this.restFrame = this.host.places.find((p) => p.name === this.placeName)?.frame;
    this.pauseUntil = now + this.between(this.host.settings.pauseMs);
  }

  /** Walks to another place of the beat, preferring one within a short stroll. */
  private goSomewhere(now: number, legs: Legs): void {
    const others = this.host.places.filter((p) => p.name !== this.placeName);
    const near = others.filter((p) => Math.hypot(p.x - legs.x, p.y - legs.y) <= NEARBY_PLACE);
    const place = near.length > 0 ? this.pick(near) : others.length > 0 ? this.pick(others) : randomSpot(this.host.walk, this.host.settings.beatHalfWidth, this.host.random);
    if (place && legs.walkTo(place)) this.placeName = place.name;
    else this.pauseUntil = now + this.between([1000, 3000]);
  }

  /** Now and then a line, while a person is around to hear it. */
  private chatter(now: number): void {
    if (now < this.nextChatterAt || this.greeting || !this.legs) return;
    const legs = this.legs;
    const audience = this.view.nearest(legs.x, legs.y, this.host.settings.noticeRadius, (o) => !this.host.isResident(o.username));
    // Nobody to hear it: the line waits a whole while, so a newcomer is not met by a chorus.
    if (!audience) return void (this.nextChatterAt = now + this.between(this.host.settings.chatterMs));
    const lines = RESIDENT_LINES.filter((l) => l !== this.lastLine);
    const line = this.pick(lines);
    if (this.say(now, line)) {
      this.lastLine = line;
      this.nextChatterAt = now + this.between(this.host.settings.chatterMs);
    }
  }

  /** Says a line in public chat unless the resident spoke too recently. */
  private say(now: number, text: string): boolean {
    if (!this.socket || now - this.lastLineAt < this.host.settings.minLineGapMs) return false;
    this.lastLineAt = now;
    this.said++;
    this.socket.emit('chat', { text });
    return true;
  }

  private sendPosition(legs: Legs): void {
    const at = this.position();
    if (at === this.lastSent || !this.socket) return;
    this.lastSent = at;
    this.socket.emit('move', { x: legs.x, y: legs.y, frame: legs.frame });
  }

  private position(): string {
    return this.legs ? `${this.legs.x},${this.legs.y},${this.legs.frame}` : '';
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.host.random() * list.length)]!;
  }

  private between([min, max]: readonly [number, number]): number {
    return min + this.host.random() * (max - min);
  }
}
