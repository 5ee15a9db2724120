import { formatPrice } from '@common/payments/catalog';

export const dollars = (cents: number): string => `$${formatPrice(cents)}`;
export const longDate = (iso: string): string => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
export const count = (n: number): string => n.toLocaleString('en-US');
