import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { customizationSchema, defaultCustomization } from '@common/avatar/customization';
import { DEFAULT_THUMBNAIL_SKIN_TONE, MAX_SKIN_TONE } from '@common/avatar/skin-tones';
import { cdn } from '@common/cdn';
import { customEmojiByFile } from '@common/emoji/custom-emojis';
import { fallbackClothingPng } from '../../art/fallback';
import { CREATOR_GUIDE_FILE } from '../../art/guide/files';
import { bodyFile } from '../../art/generate-items';
import type { LookVariant } from '../../art/looks';
import { artService } from '../../art/service';
import { loadTownLocation } from '../../art/town';
import type { AppContext } from '../../context';
import { spendRateLimit } from '../../http/limiter';
import { authenticateAllowingCookie } from '../auth/sessions';
import { customizationByUsername } from '../customization/service';
import { onlyValidItems } from '../customization/store';
import { outfitFront } from '../outfits/picture';
import { outfitLook } from '../outfits/service';
import { DAY, IMMUTABLE, REVALIDATE, contentTypeOf, sendImage } from './files';

const LOOK_FILE = /^([A-Za-z0-9_-]{22})(\.small\.png|\.png|\.thumb\.webp)$/;
const VARIANT_OF: Record<string, LookVariant> = { '.png': 'sheet', '.small.png': 'small', '.thumb.webp': 'thumb' };
const UI_FILE = /^(crown|coin|gem|flow-gem-[0-4]|badge-\d{1,3})\.png$/;
const townJson = Buffer.from(JSON.stringify(loadTownLocation()));
/** Try-on previews a player may compose per minute (browsers cache each one after that). */
const PREVIEW_LIMIT = { points: 120, duration: 60 };

/**
 * Image routes under /cdn (src/common/cdn.ts builds their URLs) and /emojis. Generated
 * files are served with ETags; composed looks on hashed URLs are immutable. Anything that
 * cannot be drawn (unknown user or item, art not generated yet) answers the fallback image,
 * never a broken one.
 */
export function cdnModule(app: FastifyInstance): void {
  // resolve: an approved creator item's folder is absolute (under DATA_DIR, see itemArtFolder).
  const art = (rel: string) => path.resolve(app.ctx.config.artDir, rel);

  const fallback = (req: FastifyRequest, reply: FastifyReply) => sendImage(req, reply, fallbackClothingPng(), '"fallback-clothing"', 'image/png', REVALIDATE);

  const file = async (req: FastifyRequest, reply: FastifyReply, rel: string, cache = DAY) => {
    const found = await app.ctx.services.artFiles.read(art(rel));
    if (!found) return fallback(req, reply);
    return sendImage(req, reply, found.buf, found.etag, contentTypeOf(rel), cache);
  };

  /** Scenery (map, landing) has no sensible stand-in picture: a clear 404 lets the client draw its own. */
  const scenery = async (req: FastifyRequest, reply: FastifyReply, rel: string, cache = DAY) => {
    const found = await app.ctx.services.artFiles.read(art(rel));
    if (!found) return reply.status(404).send({ success: false, message: 'This picture has not been drawn yet' });
    return sendImage(req, reply, found.buf, found.etag, contentTypeOf(rel), cache);
  };

  /** A composed look: the player's own, or the default character for an unknown player. */
  const look = async (req: FastifyRequest, reply: FastifyReply, hash: string, variant: LookVariant, cache: string) => {
    const buf = await artService(app.ctx).looks.get(hash, variant);
    if (!buf) return fallback(req, reply);
    return sendImage(req, reply, buf, `"${hash}-${variant}"`, variant === 'thumb' ? 'image/webp' : 'image/png', cache);
  };

  const lookOfUser = async (ctx: AppContext, username: string): Promise<string> => {
    try {
      return (await customizationByUsername(ctx, username)).look;
    } catch {
      const c = { ...defaultCustomization(false), skinTone: DEFAULT_THUMBNAIL_SKIN_TONE };
      return artService(ctx).lookOf(c);
    }
  };

  app.get<{ Params: { name: string } }>('/cdn/avatar/:name', async (req, reply) => {
    const m = /^(.+?)(\.small)?\.png$/.exec(req.params.name);
    if (!m) return fallback(req, reply);
    return look(req, reply, await lookOfUser(app.ctx, m[1]!), m[2] ? 'small' : 'sheet', REVALIDATE);
  });

  app.get<{ Params: { name: string } }>('/cdn/user-thumbnail/:name', async (req, reply) => {
    const m = /^(.+)\.webp$/.exec(req.params.name);
    if (!m) return fallback(req, reply);
    return look(req, reply, await lookOfUser(app.ctx, m[1]!), 'thumb', REVALIDATE);
  });

  app.get<{ Params: { name: string } }>('/cdn/look/:name', async (req, reply) => {
    const m = LOOK_FILE.exec(req.params.name);
    if (!m) return fallback(req, reply);
    return look(req, reply, m[1]!, VARIANT_OF[m[2]!]!, IMMUTABLE);
  });

  // A customization that is not saved anywhere (a try-on): validated, then sent to its hashed
  // URL so the picture is composed once and cached like any look. Composing costs CPU and disk,
  // so only signed-in players may ask, at a bounded rate. An <img> asks, so the cookie counts
  // (a read; sessions.ts); BBCode may not point at it (src/common/bbcode/values.ts).
  app.get<{ Querystring: { c?: string; variant?: string } }>('/cdn/preview.png', async (req, reply) => {
    const auth = await authenticateAllowingCookie(app.ctx, req);
    if (!auth) return reply.status(401).send({ success: false, message: 'Sign in to try on items' });
    await spendRateLimit(app.ctx, 'preview', PREVIEW_LIMIT, auth.user.id, 'Too many previews at once, slow down');
    let parsed;
    try {
      parsed = customizationSchema.safeParse(JSON.parse(Buffer.from(String(req.query.c ?? ''), 'base64url').toString('utf8')));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) return fallback(req, reply);
    const hash = await artService(app.ctx).lookOf(await onlyValidItems(app.ctx.db, parsed.data));
    const variant = req.query.variant === 'small' || req.query.variant === 'thumb' ? req.query.variant : 'sheet';
    return reply.header('cache-control', IMMUTABLE).redirect(variant === 'sheet' ? cdn.lookSheet(hash) : variant === 'small' ? cdn.lookSheet(hash, true) : cdn.lookThumbnail(hash));
  });

  app.get<{ Params: { id: string; file: string } }>('/cdn/item/:id/:file', async (req, reply) => {
    const { id, file: name } = req.params;
    if (!/^\d{1,9}$/.test(id) || (name !== 'sprite.png' && name !== 'preview.png' && name !== 'back.png')) return fallback(req, reply);
    const dir = await artService(app.ctx).itemArtDir(Number(id));
    // Most items have no back part: a clear 404, not a stand-in picture drawn behind the body.
    if (name === 'back.png') return dir ? scenery(req, reply, `${dir}/back.png`) : reply.status(404).send({ success: false, message: 'No such item' });
    return dir ? file(req, reply, `${dir}/${name}`) : fallback(req, reply);
  });

  app.get<{ Params: { name: string } }>('/cdn/body/:name', async (req, reply) => {
    const m = /^(male|female)(\d{1,2})\.png$/.exec(req.params.name);
    if (!m || Number(m[2]) > MAX_SKIN_TONE) return fallback(req, reply);
    return file(req, reply, bodyFile(m[1] === 'male', Number(m[2])));
  });

  // A saved outfit's front view (see cdn.outfit): public, as outfit codes are shared in posts,
  // by its random public id; by number only for codes shared before public ids (migration
  // 0021). Revalidated like /cdn/avatar (the ETag is the look's hash); an unknown id is the fallback.
  app.get<{ Params: { name: string } }>('/cdn/outfit/:name', async (req, reply) => {
    const m = /^(?:([A-Za-z0-9_-]{24})|(\d{1,9}))\.png$/.exec(req.params.name);
    const hash = !m ? null : await outfitLook(app.ctx, m[1] ? { publicId: m[1] } : { sharedNumber: Number(m[2]) });
    const buf = hash ? await outfitFront(app.ctx, hash) : null;
    if (!hash || !buf) return fallback(req, reply);
    return sendImage(req, reply, buf, `"${hash}-front"`, 'image/png', REVALIDATE);
  });
  app.get('/cdn/fallback/clothing.png', async (req, reply) => fallback(req, reply));

  app.get<{ Params: { name: string } }>('/cdn/map/old-road-town/:name', async (req, reply) => {
    const { name } = req.params;
    if (name === 'colliders.json') return sendImage(req, reply, townJson, '"town-colliders"', 'application/json', DAY);
    if (name !== 'background.png' && name !== 'foreground.png') return fallback(req, reply);
    return scenery(req, reply, `map/old-road-town/${name}`);
  });

  app.get<{ Params: { name: string } }>('/cdn/landing/:name', async (req, reply) => {
    if (!/^[123]\.webp$/.test(req.params.name)) return fallback(req, reply);
    return scenery(req, reply, `landing/${req.params.name}`);
  });

  // The Creator Guide PDF, shown inside the page's Creator Guide overlay (so it may be framed by this site).
  app.get('/cdn/guide/creator-guide.pdf', async (req, reply) => {
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'self'").header('x-frame-options', 'SAMEORIGIN');
    return scenery(req, reply, CREATOR_GUIDE_FILE, REVALIDATE);
  });

  app.get<{ Params: { name: string } }>('/cdn/ui/:name', async (req, reply) => {
    if (!UI_FILE.test(req.params.name)) return fallback(req, reply);
    return file(req, reply, `ui/${req.params.name}`);
  });

  // Only files of the emoji catalog are ever read: no path from the URL reaches the disk.
  app.get<{ Params: { name: string } }>('/emojis/:name', async (req, reply) => {
    const emoji = customEmojiByFile(req.params.name);
    if (!emoji) return reply.status(404).send({ success: false, message: 'No such emoji' });
    return file(req, reply, `emojis/${emoji.file}`);
  });
}
