import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { radioRoutes } from '@common/api/routes/radio';
import { cdn } from '@common/cdn';
import { RADIO } from '@common/radio';
import { registerRoute } from '../../http/route';
import { renderTrack, TRACK_SAMPLE_RATE } from './track';
import { encodeWav } from './wav';

/**
 * The radio (live-world §4): GET /api/radio tells the client what to play (RADIO_STREAM_URL,
 * or the app's own track) and the own track is served with Range support so the browser's
 * audio element can seek and resume.
 */
let track: Buffer | undefined;
/** Rendered on first request (about a second of CPU), then kept. */
export function radioTrack(): Buffer {
  track ??= encodeWav(renderTrack(), TRACK_SAMPLE_RATE);
  return track;
}

export function radioModule(app: FastifyInstance): void {
  registerRoute(app, radioRoutes.station, async ({ ctx }) => {
    const external = ctx.config.RADIO_STREAM_URL;
    return { success: true as const, name: RADIO.name, streamUrl: external ?? cdn.radioStream(), loop: !external };
  });
  app.get(cdn.radioStream(), (req, reply) => sendWithRange(req, reply, radioTrack()));
}

function sendWithRange(req: FastifyRequest, reply: FastifyReply, body: Buffer) {
  reply.header('content-type', 'audio/wav').header('accept-ranges', 'bytes').header('cache-control', 'public, max-age=86400');
  const range = req.headers.range;
  if (!range) return reply.header('content-length', body.length).send(body);
  const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  const size = body.length;
  let start = m?.[1] ? Number(m[1]) : NaN;
  let end = m?.[2] ? Number(m[2]) : size - 1;
  if (m && !m[1] && m[2]) {
    // Suffix form: the last N bytes.
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  }
  end = Math.min(end, size - 1);
  if (!m || Number.isNaN(start) || start > end || start >= size) {
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  }
  const part = body.subarray(start, end + 1);
  return reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`).header('content-length', part.length).send(part);
}
