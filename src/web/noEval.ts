import { z } from 'zod';

/**
 * The page's Content-Security-Policy forbids eval (src/server/http/security.ts). zod must not
 * even probe for it: a caught `new Function` is still reported as a violation. So it validates
 * without compiled code. main.tsx imports this first, before any module can parse anything.
 */
z.config({ jitless: true });
