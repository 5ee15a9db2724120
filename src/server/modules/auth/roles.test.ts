import { describe, expect, it } from 'vitest';
import { ACCESS, ROLE_TEXT } from '@common/roles';
import { Forbidden, Unauthorized } from '../../errors';
import type { UserRow } from '../users/schema';
import { assertRole, hasRole } from './roles';

const as = (access: number) => ({ user: { access } as UserRow });

describe('role of a route', () => {
  it('lets the role and those above it through', () => {
    expect(() => assertRole(as(ACCESS.moderator), 'moderator')).not.toThrow();
    expect(() => assertRole(as(ACCESS.admin), 'moderator')).not.toThrow();
    expect(() => assertRole(as(ACCESS.admin), 'admin')).not.toThrow();
    expect([hasRole(ACCESS.player, 'moderator'), hasRole(ACCESS.moderator, 'moderator'), hasRole(ACCESS.moderator, 'admin'), hasRole(99, 'admin')]).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('refuses those below with a Forbidden that says who may, and no session with Unauthorized', () => {
    expect(() => assertRole(as(ACCESS.player), 'moderator')).toThrow(new Forbidden(ROLE_TEXT.moderatorsOnly));
    expect(() => assertRole(as(ACCESS.moderator), 'admin')).toThrow(new Forbidden(ROLE_TEXT.adminsOnly));
    expect(() => assertRole(as(-1), 'moderator')).toThrow(Forbidden);
    expect(() => assertRole(null, 'moderator')).toThrow(Unauthorized);
  });
});
