import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@common/texts';
import { pageTitle } from './pageTitle';

describe('the page title', () => {
  it('shows the unread mail count, capped as 99+, before the product name', () => {
    expect(pageTitle(0)).toBe(PRODUCT_NAME);
    expect(pageTitle(3)).toBe(`(3) ${PRODUCT_NAME}`);
    expect(pageTitle(99)).toBe(`(99) ${PRODUCT_NAME}`);
    expect(pageTitle(100)).toBe(`(99+) ${PRODUCT_NAME}`);
  });
});
