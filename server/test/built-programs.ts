import path from "node:path";
import { buildServer, serverBuildIsStale, SERVER_OUT_DIR } from "../../scripts/build-server.mjs";

/**
 * The programs as `npm start`, `npm run seed`, `npm run admin` and `npm run backup` run them: compiled into dist/node
 * (scripts/build-server.mjs) and started with plain `node`, no TypeScript loader. A test that spawns one names this
 * file's `builtProgram`; the pure project's global setup (below) builds them first when missing or older than their
 * sources, half a second, so a test never starts an old build. Started this way a server is ready in about a second
 * where `node --import tsx` compiled the whole server first (12–28 s a start on a busy CI machine).
 */
export const builtProgram = (program: "start" | "seed" | "admin" | "backup" | "restore"): string =>
  path.join(SERVER_OUT_DIR, `${program}.js`);

export default async function setup() {
  if (serverBuildIsStale()) await buildServer();
}
