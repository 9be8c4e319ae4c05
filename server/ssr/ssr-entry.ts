import fs from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { SsrEntry } from "../../common/ssr-contract";

export const SSR_ENTRY_PATH = fileURLToPath(new URL("../../dist/server/entry-server.js", import.meta.url));

export type SsrEntryLoader = () => Promise<SsrEntry | null>;

/**
 * The server build of the web app (`vite build --ssr`, see package.json "build"), or null when it is not built: then
 * every page is the client-rendered shell, as before server rendering. Tests pass a loader of the source instead.
 */
export const builtSsrEntry: SsrEntryLoader = async () => {
  if (!fs.existsSync(SSR_ENTRY_PATH)) return null;
  const module = (await import(pathToFileURL(SSR_ENTRY_PATH).href)) as { default: SsrEntry };
  return module.default;
};
