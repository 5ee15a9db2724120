import { describe, expect, it } from 'vitest';
import { cdn } from '@common/cdn';
import { RADIO } from '@common/radio';
import { useTestApp } from '../../test/app';
import { renderTrack, TRACK_SAMPLE_RATE } from './track';

const t = useTestApp();
const external = useTestApp({ RADIO_STREAM_URL: 'https://radio.example/stream.mp3' });

describe('the radio station', () => {
  it('plays the app\'s own looping track when no stream URL is configured', async () => {
    const res = await t.call({ method: 'GET', url: '/api/radio' });
    expect(res.body).toEqual({ success: true, name: RADIO.name, streamUrl: cdn.radioStream(), loop: true });
  });

  it('plays RADIO_STREAM_URL when configured', async () => {
    const res = await external.call({ method: 'GET', url: '/api/radio' });
    expect(res.body).toMatchObject({ streamUrl: 'https://radio.example/stream.mp3', loop: false });
  });

  it('serves a playable WAV of music, not silence', async () => {
    const res = await t.app.inject({ method: 'GET', url: cdn.radioStream() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    const body = res.rawPayload;
    expect(body.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(body.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(body.readUInt32LE(24)).toBe(TRACK_SAMPLE_RATE);
    const seconds = (body.length - 44) / 2 / TRACK_SAMPLE_RATE;
    expect(seconds).toBeGreaterThan(20);
    let loud = 0;
    for (let i = 44; i < body.length; i += 2) if (Math.abs(body.readInt16LE(i)) > 3000) loud++;
    expect(loud).toBeGreaterThan(1000);
  });

  it('answers byte ranges so the audio element can seek', async () => {
    const full = await t.app.inject({ method: 'GET', url: cdn.radioStream() });
    const size = full.rawPayload.length;
    const part = await t.app.inject({ method: 'GET', url: cdn.radioStream(), headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(full.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url: cdn.radioStream(), headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(full.rawPayload.subarray(size - 10))).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: cdn.radioStream(), headers: { range: `bytes=${size + 5}-` } });
    expect(bad.statusCode).toBe(416);
  });
});

describe('the rendered track', () => {
  it('is the same on every render and stays within full scale', () => {
    const a = renderTrack(8000);
    const b = renderTrack(8000);
    expect(a).toEqual(b);
    let peak = 0;
    for (const v of a) peak = Math.max(peak, Math.abs(v));
    expect(peak).toBeLessThanOrEqual(1);
    expect(peak).toBeGreaterThan(0.2);
  });
});
