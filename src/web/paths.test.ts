import { describe, expect, it } from 'vitest';
import { loginUrl, safeCallbackUrl } from './paths';

describe('where sign-in returns to', () => {
  it('follows a path on this site', () => {
    expect(safeCallbackUrl('/?from=mail')).toBe('/?from=mail');
    expect(safeCallbackUrl('/reset-password?token=x')).toBe('/reset-password?token=x');
  });

  it('refuses other sites, protocol-relative links and backslash tricks', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'login']) {
      expect(safeCallbackUrl(url)).toBe('/');
    }
  });

  it('never loops back to the sign-in screen, and defaults to the town', () => {
    expect(safeCallbackUrl('/login?callbackUrl=/login')).toBe('/');
    expect(safeCallbackUrl(null)).toBe('/');
    expect(safeCallbackUrl('')).toBe('/');
  });

  it('builds the sign-in URL with the place to come back to', () => {
    expect(loginUrl()).toBe('/login');
    expect(loginUrl('/?from=mail')).toBe('/login?callbackUrl=%2F%3Ffrom%3Dmail');
    expect(loginUrl('https://evil.example')).toBe('/login');
  });
});
