import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { useTestApp } from '../test/app';
import { contentSecurityPolicy } from './security';

const t = useTestApp({ RADIO_STREAM_URL: 'https://radio.example.org/live/stream.mp3', PUBLIC_URL: 'http://town.example:3000' });

/** The policy as a browser reads it: directive name -> its sources. */
function policyOf(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

describe('security headers', () => {
  it('sends documents a Content-Security-Policy that runs only the app’s own scripts and frames only YouTube', async () => {
    // A picture gets the documents' policy too.
    const picture = policyOf((await t.call({ method: 'GET', url: '/cdn/fallback.png' })).headers['content-security-policy']);
    expect(picture.get('script-src')).toEqual(["'self'"]);
    // A page's address (the web app, or its 404 where no build is there).
    const res = await t.call({ method: 'GET', url: '/reset-password' });
    const csp = policyOf(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // This site's own frames: the Creator Guide PDF (its answer alone may be framed here).
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    // The town's socket: this site's own ws: origin.
    expect(csp.get('connect-src')).toContain("'self'");
    expect(csp.get('connect-src')).toContain('ws://town.example:3000');
    // The configured radio stream may play; nothing else from outside.
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'https://radio.example.org']);
    // Served over http: no upgrade of every request to https.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    // Nothing allows inline or evaluated script anywhere.
    expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('sends documents the other helmet headers', async () => {
    const res = await t.call({ method: 'GET', url: '/reset-password' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends API answers, errors too, the API set: nothing may be built from them or frame them', async () => {
    for (const [url, status] of [
      ['/api/status', 200],
      ['/api/no-such-route', 404],
      ['/game-api/creator/submission', 401],
    ] as const) {
      const res = await t.call({ method: 'GET', url });
      expect(res.status).toBe(status);
      const csp = policyOf(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // Headers for documents only are left out of a fetch's answer.
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });

  it('upgrades insecure requests only for a site served over https, and wss for its socket', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://oldroad.example' });
    const directives = contentSecurityPolicy(config);
    expect(directives['upgrade-insecure-requests']).toEqual([]);
    const sockets = directives['connect-src']!.map((s) => (typeof s === 'function' ? s() : s)).join(' ');
    expect(sockets).toContain('wss://oldroad.example');
  });
});
