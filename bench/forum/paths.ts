import type { Fixture, Scenario } from './protocol';

/** What each scenario asks for; request i of a scenario takes the i-th of its targets in turn. */

const LIMIT = 35;
/** Categories players post in (announcements are few: a page of them is a small list). */
const CATEGORIES = ['oldroad', 'general', 'clothes', 'creativity'];

export const pick = <T>(xs: readonly T[], i: number): T => xs[i % xs.length]!;

export function pathFor(scenario: Exclude<Scenario, 'hello'>, f: Fixture, i: number): string {
  const list = (category: string, query: string) => `/api/forum/${category}?limit=${LIMIT}&sort=newest&${query}`;
  switch (scenario) {
    case 'first':
      return list('all', 'page=1');
    case 'deep':
      return list('all', `page=${f.deepPage}`);
    case 'deepCursor':
      return list('all', `cursor=${encodeURIComponent(f.deepCursor ?? '')}`);
    case 'category':
      return list(pick(CATEGORIES, i), 'page=1');
    case 'search':
      return list('all', `page=1&search=${encodeURIComponent(pick(f.words, i))}`);
    case 'partial':
      return list('all', `page=1&search=${encodeURIComponent(pick(f.partials, i))}`);
    case 'post':
    case 'mixPost':
      return `/api/forum/post/${pick(f.postIds, i)}?repliesPage=1&repliesLimit=15`;
    case 'mixList':
      // Readers browsing: the first page of All posts, then a category's, in turn.
      return i % 2 === 0 ? list('all', 'page=1') : list(pick(CATEGORIES, i >> 1), 'page=1');
  }
}
