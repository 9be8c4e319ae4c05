// Zod's compiled parsers use `new Function`, which the CSP (no 'unsafe-eval') blocks and reports (Lighthouse's best
// practices: an inspector issue). Zod decides when a schema is built, not when it parses, so this must run before any
// module builds one: main.tsx imports it first. It sets zod's global settings object (`globalThis.__zod_globalConfig`,
// which zod's `config()` writes to) without loading zod, so the entry stays free of it; the modules that parse import
// it too, for the component tests that load them without main.tsx. The interpreted parsers are as correct and fast
// enough for forms.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
