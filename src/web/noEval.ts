/**
 * No eval under the page's Content-Security-Policy (src/server/http/security.ts): zod must not
 * even probe for it, since a caught `new Function` is still reported as a violation. zod
 * probes when a schema is built, which bundled chunks may do before this module runs, so the
 * page loads /no-eval.js (src/web/public) before any module; this sets the same for tests
 * and any other entry that imports it first.
 */
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });

export {};
