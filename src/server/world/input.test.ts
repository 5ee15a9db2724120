import { describe, expect, it } from 'vitest';
import { syntheticLocation } from '@common/world/test-location';
import { NUL_TEXT } from '../http/input';
import { collect, joinAs, nextEvent, useTestTown } from './test-support';

const town = useTestTown({ location: syntheticLocation() });

describe('text holding a NUL character', () => {
  it('is refused with the HTTP API’s message in any event, reaching nobody and stored nowhere', async () => {
    const speaker = await joinAs(town, 'Speaker');
    const ear = await joinAs(town, 'Ear');
    const heard = collect(ear.client, 'chat');
    const whispers = collect(ear.client, 'whisper');

    speaker.client.emit('chat', { text: 'hello\u0000there' });
    expect((await nextEvent(speaker.client, 'notification_message')).message).toBe(NUL_TEXT);
    speaker.client.emit('whisper', { to: 'Ear', text: 'psst\u0000' });
    expect((await nextEvent(speaker.client, 'notification_message')).message).toBe(NUL_TEXT);
    speaker.client.emit('whisper', { to: 'Ear\u0000', text: 'psst' });
    expect((await nextEvent(speaker.client, 'notification_message')).message).toBe(NUL_TEXT);
    // In a key too, and in an event whose text is not stored (a FLOW game id).
    speaker.client.emit('match_score', { score: 1, combo: 1, game: 'g\u0000' });
    expect((await nextEvent(speaker.client, 'notification_message')).message).toBe(NUL_TEXT);

    // The player stays connected and what follows goes through.
    const arrived = [nextEvent(ear.client, 'chat', (c) => c.text === 'hello there'), nextEvent(ear.client, 'whisper', (w) => w.text === 'psst')];
    speaker.client.emit('chat', { text: 'hello there' });
    speaker.client.emit('whisper', { to: 'Ear', text: 'psst' });
    await Promise.all(arrived);
    expect(heard.map((c) => c.text)).toEqual(['hello there']);
    expect(whispers.map((w) => w.text)).toEqual(['psst']);
    const stored = await town.t.call({ method: 'GET', url: '/api/chat/public', key: ear.key });
    expect(stored.body.messages.map((m: { text: string }) => m.text)).toEqual(['hello there']);
    const history = await town.t.call({ method: 'GET', url: '/api/chat/whispers', key: ear.key });
    expect(history.body.messages.map((m: { text: string }) => m.text)).toEqual(['psst']);
    expect(town.world.stats.malformed).toBe(4);
    speaker.client.disconnect();
    ear.client.disconnect();
  });
});
