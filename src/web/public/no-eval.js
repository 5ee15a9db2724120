// Runs before the app's modules: the page's Content-Security-Policy forbids eval, so zod must
// not even probe for it (it does when a schema is built, and a caught `new Function` is still
// reported as a violation). zod reads this settings object when it loads.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
