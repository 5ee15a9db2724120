import type { TestApp } from '../../test/app';
import type { TestPlayer } from '../../test/players';

/** `t.call` as a player: GET/DELETE without a body, POST with one. */
export function as(t: TestApp, p: TestPlayer) {
  return {
    get: (url: string) => t.call({ method: 'GET', url, key: p.key }),
    del: (url: string) => t.call({ method: 'DELETE', url, key: p.key }),
    post: (url: string, payload: object = {}) => t.call({ method: 'POST', url, key: p.key, payload }),
  };
}
