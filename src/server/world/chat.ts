import { CHAT_MAX, CHAT_TEXT } from '@common/world/chat';
import { PROFILE_TEXT } from '@common/social/texts';
import { clientChat, clientWhisper } from '@common/world/protocol';
import { findPlayer, savePublicMessage, saveWhisper } from '../modules/chat/service';
import type { WordFilter } from '../modules/chat/filter';
import { getPlayerLook } from '../modules/customization/look';
import { blockRefusal, blocksBetween } from '../modules/users/blocks';
import { ACCOUNT_LIMITS } from './rate-limit';
import { townStanding } from './standing';
import { playerOf, playerUser, rooms, type LocalPlayer, type Town } from './town';

/**
 * What players say and do besides walking: public chat, whispers and character updates (FLOW's
 * swaps are in flow.ts). Each handler validates its payload, applies its limits and only then
 * touches the database or the other players.
 */

/** Trimmed text within 1..CHAT_MAX, or the refusal the player is told. */
function checkText(raw: string): { text: string } | { refusal: string } {
  const text = raw.trim();
  if (text.length === 0) return { refusal: CHAT_TEXT.empty };
  if (text.length > CHAT_MAX) return { refusal: CHAT_TEXT.tooLong };
  return { text };
}

const tell = (p: LocalPlayer, message: string) => p.socket.emit('notification_message', { message });

/** How a whisper refused by a block names the side that blocked (users/blocks.ts decides). */
const WHISPER_BLOCK_TEXT = { blockedYou: PROFILE_TEXT.whisperBlockedYou, youBlocked: PROFILE_TEXT.whisperYouBlocked };

export async function onChat(town: Town, filter: WordFilter, p: LocalPlayer, raw: unknown): Promise<void> {
  const parsed = clientChat.safeParse(raw);
  if (!parsed.success) return town.malformed(p);
  if (!p.buckets.chat.take()) return town.throttled(p);
  const checked = checkText(parsed.data.text);
  if ('refusal' in checked) return void tell(p, checked.refusal);
  // A mute refuses public chat, saying until when (world/standing.ts keeps the row).
  const muted = await townStanding(town).publicRefusal(p);
  if (muted) return void tell(p, muted);
  if ((await town.counters.add(`chat:${p.userId}`, 1, 60)) > ACCOUNT_LIMITS.chatPerMinute) return town.throttled(p);
  const text = filter(checked.text);
  const stored = await savePublicMessage(town.ctx, p.userId, text);
  town.stats.chats++;
  const event = { id: stored.id, username: p.username, text, timestamp: stored.createdAt.toISOString() };
  town.post(() => town.io.except(rooms.blockersOf(p.username)).emit('chat', event));
}

export async function onWhisper(town: Town, filter: WordFilter, p: LocalPlayer, raw: unknown): Promise<void> {
  const parsed = clientWhisper.safeParse(raw);
  if (!parsed.success) return town.malformed(p);
  if (!p.buckets.whisper.take()) return town.throttled(p);
  const checked = checkText(parsed.data.text);
  if ('refusal' in checked) return void tell(p, checked.refusal);
  const to = await findPlayer(town.ctx, parsed.data.to.trim());
  if (!to) return void tell(p, CHAT_TEXT.unknownRecipient(parsed.data.to.trim()));
  if (to.id === p.userId) return void tell(p, CHAT_TEXT.whisperSelf);
  // A block either way refuses the whisper before it is stored, so it is in neither history.
  const refusal = blockRefusal(await blocksBetween(town.ctx, p.userId, to.id), to.username, WHISPER_BLOCK_TEXT);
  if (refusal) return void tell(p, refusal);
  // A mute refuses whispers to players who are not friends.
  const muted = await townStanding(town).whisperRefusal(p, to.id);
  if (muted) return void tell(p, muted);
  if ((await town.counters.add(`whisper:${p.userId}`, 1, 60)) > ACCOUNT_LIMITS.whispersPerMinute) return town.throttled(p);
  const text = filter(checked.text);
  // Stored for an offline recipient too: they find it as unread after signing in.
  const stored = await saveWhisper(town.ctx, p.userId, to.id, text);
  town.stats.whispers++;
  const event = { id: stored.id, username: p.username, to: to.username, text, timestamp: stored.createdAt.toISOString() };
  town.io.to(rooms.user(to.username)).emit('whisper', event);
  p.socket.emit('whisper', event);
}

/** The player changed clothes or size: everyone redraws them. */
export async function onUpdateCharacter(town: Town, p: LocalPlayer): Promise<void> {
  if (!p.buckets.other.take()) return town.throttled(p);
  p.look = await getPlayerLook(town.ctx, p.userId);
  await town.presence.add(playerOf(p));
  town.io.emit('user_updated', { username: p.username, user: playerUser(p) });
}
