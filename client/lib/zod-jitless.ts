import { config } from "zod/v4/core";

// Zod's compiled parsers use `new Function`, which the CSP (no 'unsafe-eval') blocks and reports; the interpreted
// parsers are as correct and fast enough for forms. Imported by every browser module that parses (zod-resolver.ts and
// the few that call safeParse) rather than at start, so public pages load no part of zod.
config({ jitless: true });
