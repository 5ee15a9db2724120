import { describe, expect, it } from 'vitest';
import { BIO_MAX, LOCATION_INVALID, NAMETAG_MAX, RATE_LIMITS } from '@common/social/limits';
import { PROFILE_TEXT } from '@common/social/texts';
import { useTestApp } from '../../test/app';
import { as } from './testing';
import type { WorldPresence } from '../../world/presence';
import { makePlayer } from '../../test/players';

const t = useTestApp();

describe('profile', () => {
  it('answers the profile fields, level from honor, and how the viewer stands with the player', async () => {
    const viewer = await makePlayer(t, { username: 'Viewer' });
    const star = await makePlayer(t, { username: 'Star', membership: 2, honor: 1234, badges: 1 | 16 });
    const res = await as(t, viewer).get('/api/profile/star');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      username: 'Star',
      bio: '',
      location: null,
      bioColor: null,
      nametag: null,
      nametagColor: null,
      match: null,
      honor: 1234,
      level: 12,
      membership: 2,
      badges: 17,
      isOnline: false,
      isFriends: false,
      hasPendingRequest: false,
      isMatch: false,
      isBlocked: false,
      isOwn: false,
      isDemoResident: false,
    });
    expect(Date.parse(res.body.createdAt)).toBeGreaterThan(0);
    expect((await as(t, star).get('/api/profile/Star')).body.isOwn).toBe(true);
  });

  it('says who is in town', async () => {
    const viewer = await makePlayer(t, { username: 'Watcher' });
    await makePlayer(t, { username: 'Walker' });
    const look = { look: 'x', customization: { nametagColor: null, width: 1, height: 1 } };
    await (t.ctx.presence as WorldPresence).add({ socketId: 's1', id: 1, state: { x: 0, y: 0, frame: 0 }, user: { username: 'Walker', membership: 0, ...look } });
    expect((await as(t, viewer).get('/api/profile/Walker')).body.isOnline).toBe(true);
    expect((await as(t, viewer).get('/api/profile/Walker/quickAction')).body.isOnline).toBe(true);
  });

  it('answers the quick-action popup', async () => {
    const viewer = await makePlayer(t, { username: 'Quick' });
    const member = await makePlayer(t, { username: 'Crowned', membership: 1, badges: 256 });
    await as(t, member).post('/api/customization/nameColor', { nameColor: '#AA3311' });
    const res = await as(t, viewer).get('/api/profile/crowned/quickAction');
    expect(res.body).toEqual({
      success: true,
      message: 'OK',
      username: 'Crowned',
      isOnline: false,
      isFriends: false,
      hasPendingRequest: false,
      isBlocked: false,
      membership: 1,
      badges: 256,
      customization: { nametagColor: '#aa3311' },
      isDemoResident: false,
    });
  });

  it('answers 404 User not found for a stranger name and 401 without a session', async () => {
    const viewer = await makePlayer(t, { username: 'Seeker' });
    const res = await as(t, viewer).get('/api/profile/nobody_here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: PROFILE_TEXT.userNotFound });
    expect((await as(t, viewer).get('/api/profile/nobody_here/quickAction')).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/profile/Seeker' })).status).toBe(401);
  });
});

describe('profile edits', () => {
  it('saves the bio up to 15,000 characters and refuses longer', async () => {
    const me = await makePlayer(t, { username: 'Writer' });
    const api = as(t, me);
    const full = '[b]hi[/b] '.repeat(BIO_MAX / 10);
    expect((await api.post('/api/profile/bio', { bio: full })).body).toEqual({ success: true, message: PROFILE_TEXT.bioSaved });
    const tooLong = await api.post('/api/profile/bio', { bio: `${full}x` });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Bio must be at most 15,000 characters');
    expect((await api.get('/api/profile/Writer')).body.bio).toBe(full);
  });

  it('saves a location from the list (The Sun and The Moon too) in the list spelling, and refuses others', async () => {
    const me = await makePlayer(t, { username: 'Traveller' });
    const api = as(t, me);
    expect((await api.post('/api/profile/location', { location: 'italy' })).status).toBe(200);
    expect((await api.get('/api/profile/Traveller')).body.location).toBe('Italy');
    expect((await api.post('/api/profile/location', { location: 'The Moon' })).status).toBe(200);
    expect((await api.get('/api/profile/Traveller')).body.location).toBe('The Moon');
    const bad = await api.post('/api/profile/location', { location: 'Atlantis' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(LOCATION_INVALID);
    expect((await api.get('/api/profile/Traveller')).body.location).toBe('The Moon');
  });

  it('saves a bio colour of # and 6 hex digits only', async () => {
    const me = await makePlayer(t, { username: 'Painter' });
    const api = as(t, me);
    expect((await api.post('/api/profile/bioColor', { bioColor: '#12AbEf' })).status).toBe(200);
    for (const bioColor of ['12abef', '#12abe', '#12abeg', 'red', '#12abef; background:url(x)']) {
      const res = await api.post('/api/profile/bioColor', { bioColor });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/# followed by 6 hex digits/);
    }
    expect((await api.get('/api/profile/Painter')).body.bioColor).toBe('#12abef');
  });

  it('lets only members set a name colour and a name tag, and anyone their bio colour', async () => {
    const plain = as(t, await makePlayer(t, { username: 'Plain' }));
    for (const [url, payload] of [
      ['/api/customization/nameColor', { nameColor: '#ff0000' }],
      ['/api/customization/nametag', { nametag: 'Hello' }],
    ] as const) {
      const res = await plain.post(url, payload);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(PROFILE_TEXT.membersOnly);
    }
    expect((await plain.get('/api/profile/Plain')).body).toMatchObject({ nametag: null, nametagColor: null });
    // The bio colour is every owner's (social-core §6): a player who is not a member sets it.
    expect((await plain.get('/api/profile/Plain')).body.membership).toBe(0);
    const bio = await plain.post('/api/profile/bioColor', { bioColor: '#3355AA' });
    expect(bio.status).toBe(200);
    expect(bio.body.message).toBe(PROFILE_TEXT.bioColorSaved);
    expect((await plain.get('/api/profile/Plain')).body).toMatchObject({ bioColor: '#3355aa', nametagColor: null });

    const member = as(t, await makePlayer(t, { username: 'Resident', membership: 1 }));
    const { look: lookBefore, ...before } = (await t.call({ method: 'GET', url: '/api/profile/customization/Resident' })).body;
    expect((await member.post('/api/customization/nameColor', { nameColor: '#00ff00' })).body.message).toBe(PROFILE_TEXT.nameColorSaved);
    expect((await member.post('/api/customization/nametag', { nametag: 'Mayor of Old Road' })).body.message).toBe(PROFILE_TEXT.nametagSaved);
    expect((await member.get('/api/profile/Resident')).body).toMatchObject({ nametag: 'Mayor of Old Road', nametagColor: '#00ff00' });
    // The avatar keeps its outfit: only the name colour changed.
    const { look: lookAfter, ...after } = (await t.call({ method: 'GET', url: '/api/profile/customization/Resident' })).body;
    expect(after).toEqual({ ...before, nametagColor: '#00ff00' });
    expect(lookAfter).toBe(lookBefore);
  });

  it('checks the name tag: length, characters, spaces; empty removes it', async () => {
    const member = as(t, await makePlayer(t, { username: 'Tagger', membership: 1 }));
    for (const nametag of ['x'.repeat(NAMETAG_MAX + 1), '<script>', 'two  spaces', 'a/b']) {
      const res = await member.post('/api/customization/nametag', { nametag });
      expect(res.status).toBe(400);
    }
    expect((await member.post('/api/customization/nametag', { nametag: '  Café crème!  ' })).status).toBe(200);
    expect((await member.get('/api/profile/Tagger')).body.nametag).toBe('Café crème!');
    expect((await member.post('/api/customization/nametag', { nametag: '' })).body.message).toBe(PROFILE_TEXT.nametagCleared);
    expect((await member.get('/api/profile/Tagger')).body.nametag).toBeNull();
  });

  it(`allows ${RATE_LIMITS.profileEdits.points} edits a minute, then says to slow down`, async () => {
    const api = as(t, await makePlayer(t, { username: 'Fidget' }));
    for (let i = 0; i < RATE_LIMITS.profileEdits.points; i++) {
      expect((await api.post('/api/profile/bio', { bio: `take ${i}` })).status).toBe(200);
    }
    const res = await api.post('/api/profile/bio', { bio: 'one more' });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(PROFILE_TEXT.editsTooFast);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await api.get('/api/profile/Fidget')).body.bio).toBe(`take ${RATE_LIMITS.profileEdits.points - 1}`);
  });
});
