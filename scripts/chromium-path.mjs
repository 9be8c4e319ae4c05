import fs from "node:fs";

/**
 * The browser the journeys run in: CHROMIUM_PATH if set, else Debian's Chromium headless shell (package
 * chromium-headless-shell: the same Chromium without its desktop UI, which cut the journeys' CPU by a third on two
 * cores), else Debian's full Chromium. Answers undefined when neither is installed.
 */
export const CHROMIUM_CANDIDATES = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? CHROMIUM_CANDIDATES.find((file) => fs.existsSync(file));
}
