import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeChat, decodeWhisper, encodeChat, encodeWhisper, packId, unpackId, type ChatMessageEvent, type WhisperEvent } from './chat-wire';

const line: ChatMessageEvent = { id: '3f2a9c1e-7b4d-4e8a-9f01-c2d3e4f5a6b7', username: 'Ann_B', text: 'hello "town" \u{1F600} \uE000redacted\uE001', timestamp: '2026-11-27T09:49:03.123Z' };
const whisper: WhisperEvent = { id: 'ffffffff-ffff-4fff-bfff-ffffffffffff', username: 'Ann_B', to: 'Bob', text: 'psst', timestamp: '2026-01-01T00:00:00.000Z' };
/** What a client receives: the array after JSON, as Socket.IO carries it. */
const overTheWire = <T>(wire: T): unknown => JSON.parse(JSON.stringify(wire));

describe('chat lines and whispers on the wire', () => {
  it('come back as the same line: id, name, text and the time the chat window shows', () => {
    expect(decodeChat(overTheWire(encodeChat(line)))).toEqual(line);
    expect(decodeWhisper(overTheWire(encodeWhisper(whisper)))).toEqual(whisper);
  });

  it('keep the held mark of a line the word filter held, and only there', () => {
    const held = { ...line, held: true as const };
    expect(decodeChat(overTheWire(encodeChat(held)))).toEqual(held);
    expect(decodeChat(overTheWire(encodeChat(line)))).not.toHaveProperty('held');
  });

  it('are arrays a good deal smaller than the objects they replace', () => {
    const wire = encodeChat(line);
    expect(wire).toEqual([packId(line.id), 'Ann_B', line.text, 1_795_772_943_123]);
    // The keys and braces (35 characters), 14 of the id and 13 of the time.
    expect(JSON.stringify(line).length - JSON.stringify(wire).length).toBe(62);
  });

  it('carry a uuid in 22 characters that give back exactly the uuid a report names', () => {
    const ids = ['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', line.id, ...Array.from({ length: 500 }, () => randomUUID())];
    for (const id of ids) {
      const packed = packId(id);
      expect(packed).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(unpackId(packed)).toBe(id);
    }
    expect(new Set(ids.map(packId)).size).toBe(new Set(ids).size);
  });

  it('carry any other id as it is, even one that looks like a packed uuid', () => {
    for (const id of ['3F2A9C1E-7B4D-4E8A-9F01-C2D3E4F5A6B7', 'AAAAAAAAAAAAAAAAAAAAAA', '~tilde', '', '42']) {
      expect(unpackId(packId(id))).toBe(id);
      expect(decodeChat(overTheWire(encodeChat({ ...line, id })))?.id).toBe(id);
    }
  });

  it('are ignored when they are not what the town sends', () => {
    for (const bad of [null, 'hello', {}, line, [], ['id', 'Ann', 'hi'], ['id', 'Ann', 'hi', 'yesterday'], ['id', 'Ann', 'hi', 1, 1, 1], [1, 'Ann', 'hi', 1]]) {
      expect(decodeChat(bad)).toBeNull();
    }
    for (const bad of [null, whisper, encodeChat(line), ['id', 'Ann', 'Bob', 'hi', null]]) expect(decodeWhisper(bad)).toBeNull();
  });
});
