import { describe, expect, it } from 'vitest';
import { ACCESS, ROLE_TEXT } from '@common/roles';
import { Forbidden } from '../../errors';
import type { UserRow } from '../users/schema';
import { requireAccess, requireAdmin, requireModerator } from './roles';

const as = (access: number) => ({ user: { access } as UserRow });

describe('role guard', () => {
  it('lets the role and those above it through', () => {
    expect(() => requireModerator(as(ACCESS.moderator))).not.toThrow();
    expect(() => requireModerator(as(ACCESS.admin))).not.toThrow();
    expect(() => requireAdmin(as(ACCESS.admin))).not.toThrow();
    expect(() => requireAccess(as(ACCESS.player), ACCESS.player)).not.toThrow();
  });

  it('refuses those below, and no session, with a Forbidden that says who may', () => {
    expect(() => requireModerator(as(ACCESS.player))).toThrow(new Forbidden(ROLE_TEXT.moderatorsOnly));
    expect(() => requireAdmin(as(ACCESS.moderator))).toThrow(new Forbidden(ROLE_TEXT.adminsOnly));
    expect(() => requireModerator(null)).toThrow(Forbidden);
  });
});
