import { CHAT_MAX, CHAT_TEXT } from '@common/world/chat';
import { PROFILE_TEXT } from '@common/social/texts';
import { encodeChat, encodeWhisper } from '@common/world/chat-wire';
import { clientChat, clientWhisper } from '@common/world/protocol';
import { WORDS_TEXT } from '@common/words/rules';
import { findPlayer, savePublicLineForReview, savePublicMessage, saveWhisper, saveWhisperForReview } from '../modules/chat/service';
import { getPlayerLook } from '../modules/customization/look';
import { blockRefusal, blocksBetween } from '../modules/users/blocks';
import { screen, type Verdict } from '../modules/words/screen';
import { tellMuted, type ChatMutes } from './flood';
import { ACCOUNT_LIMITS } from './rate-limit';
import type { TownStanding } from './standing';
import { rooms, showChanged, type LocalPlayer, type Town } from './town';

/**
 * What players say and do besides walking: public chat, whispers and character updates (FLOW's
 * swaps are in flow.ts). Each handler validates its payload, applies its limits and only then
 * touches the database or the other players. Chat and whispers past their limits mute the
 * player for a growing time (flood.ts); what they say goes through the word filter
 * (modules/words/screen.ts) before it is stored.
 */

/** Trimmed text within 1..CHAT_MAX, or the refusal the player is told. */
function checkText(raw: string): { text: string } | { refusal: string } {
  const text = raw.trim();
  if (text.length === 0) return { refusal: CHAT_TEXT.empty };
  if (text.length > CHAT_MAX) return { refusal: CHAT_TEXT.tooLong };
  return { text };
}

/** What the chat handlers use: the town, and the standing and chat mutes world/index.ts keeps beside it. */
export interface TownChat {
  town: Town;
  standing: TownStanding;
  mutes: ChatMutes;
}

const tell = (p: LocalPlayer, message: string) => p.socket.emit('notification_message', { message });

/** How a whisper refused by a block names the side that blocked (users/blocks.ts decides). */
const WHISPER_BLOCK_TEXT = { blockedYou: PROFILE_TEXT.whisperBlockedYou, youBlocked: PROFILE_TEXT.whisperYouBlocked };

export async function onChat({ town, standing, mutes }: TownChat, p: LocalPlayer, raw: unknown): Promise<void> {
  const parsed = clientChat.safeParse(raw);
  if (!parsed.success) return town.malformed(p);
  if (!p.buckets.chat.take()) return mutes.flooded(p);
  const checked = checkText(parsed.data.text);
  if ('refusal' in checked) return void tell(p, checked.refusal);
  if (mutes.refusedWhileMuted(p)) return;
  // A mute refuses public chat, saying until when (world/standing.ts keeps the row).
  const muted = await standing.publicRefusal(p);
  if (muted) return void tell(p, muted);
  if ((await town.counters.add(`chat:${p.userId}`, 1, 60)) > ACCOUNT_LIMITS.chatPerMinute) return mutes.flooded(p);
  const verdict = await screen(town.ctx, [checked.text], { where: 'chat', authorId: p.userId });
  if (verdict.refusal) return refuseForWords(mutes, p, verdict);
  const text = verdict.texts[0]!;
  const stored = verdict.review ? await savePublicLineForReview(town.ctx, p.userId, verdict, text) : await savePublicMessage(town.ctx, p.userId, text);
  town.stats.chats++;
  const line = { id: stored.id, username: p.username, text, timestamp: stored.createdAt.toISOString() };
  if (!verdict.hidden) {
    const event = encodeChat(line);
    return town.post(() => town.io.except(rooms.blockersOf(p.username)).emit('chat', event));
  }
  // Held by the word filter: the moderators in town and its author see it, marked; nobody else.
  const held = encodeChat({ ...line, held: true });
  town.post(() => town.io.to(rooms.staff).except(rooms.blockersOf(p.username)).emit('chat', held));
  p.socket.emit('chat', held);
  tell(p, WORDS_TEXT.heldInChat);
}

/** A `mute` word: the line is refused and the player muted here at once (the filter recorded the sanction). */
function refuseForWords(mutes: ChatMutes, p: LocalPlayer, verdict: Verdict): void {
  if (verdict.mutedUntil) mutes.mute(p, verdict.mutedUntil);
  tellMuted(p, verdict.refusal!, verdict.mutedUntil?.getTime() ?? Date.now());
}

export async function onWhisper({ town, standing, mutes }: TownChat, p: LocalPlayer, raw: unknown): Promise<void> {
  const parsed = clientWhisper.safeParse(raw);
  if (!parsed.success) return town.malformed(p);
  if (!p.buckets.whisper.take()) return mutes.flooded(p);
  const checked = checkText(parsed.data.text);
  if ('refusal' in checked) return void tell(p, checked.refusal);
  if (mutes.refusedWhileMuted(p)) return;
  const to = await findPlayer(town.ctx, parsed.data.to.trim());
  if (!to) return void tell(p, CHAT_TEXT.unknownRecipient(parsed.data.to.trim()));
  if (to.id === p.userId) return void tell(p, CHAT_TEXT.whisperSelf);
  // A block either way refuses the whisper before it is stored, so it is in neither history.
  const refusal = blockRefusal(await blocksBetween(town.ctx, p.userId, to.id), to.username, WHISPER_BLOCK_TEXT);
  if (refusal) return void tell(p, refusal);
  // A mute refuses whispers to players who are not friends.
  const muted = await standing.whisperRefusal(p, to.id);
  if (muted) return void tell(p, muted);
  if ((await town.counters.add(`whisper:${p.userId}`, 1, 60)) > ACCOUNT_LIMITS.whispersPerMinute) return mutes.flooded(p);
  const verdict = await screen(town.ctx, [checked.text], { where: 'whisper', authorId: p.userId });
  if (verdict.refusal) return refuseForWords(mutes, p, verdict);
  // Whispers are private: the filter never shows one to moderators, so `hide` keeps it from being delivered at all.
  if (verdict.hidden) return void tell(p, WORDS_TEXT.whisperHeld);
  const text = verdict.texts[0]!;
  // Stored for an offline recipient too: they find it as unread after signing in.
  const stored = verdict.review ? await saveWhisperForReview(town.ctx, p.userId, to.id, verdict, text) : await saveWhisper(town.ctx, p.userId, to.id, text);
  town.stats.whispers++;
  const event = encodeWhisper({ id: stored.id, username: p.username, to: to.username, text, timestamp: stored.createdAt.toISOString() });
  town.io.to(rooms.user(to.username)).emit('whisper', event);
  p.socket.emit('whisper', event);
}

/** The player changed clothes or size: everyone redraws them. */
export async function onUpdateCharacter(town: Town, p: LocalPlayer): Promise<void> {
  if (!p.buckets.other.take()) return town.throttled(p);
  p.look = await getPlayerLook(town.ctx, p.userId);
  await showChanged(town, p);
}
