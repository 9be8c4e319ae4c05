import { spawnSync } from "node:child_process";

export interface SystemTool {
  name: string;
  isInstalled: boolean;
  /**
   * True only when the tool is missing on a developer's machine: CI (`CI` set, `.ci/run` installs it) never skips, so
   * a missing tool fails there instead of passing unseen.
   */
  skip: boolean;
}

/**
 * A Debian tool a test runs (promtool, caddy, nginx, systemd-analyze). When it is missing outside CI the test is
 * skipped and this says why and how to install it, once, when the test file loads.
 */
export function systemTool(name: string, debianPackage: string): SystemTool {
  const isInstalled = spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
  const skip = !isInstalled && !process.env.CI;
  if (skip)
    console.warn(`Skipping the ${name} tests: ${name} is not installed (apt-get install ${debianPackage}).`);
  return { name, isInstalled, skip };
}

/** Fails with a clear line when a tool CI should have installed is missing (where `skip` did not apply). */
export function requireInstalled(tool: SystemTool): void {
  if (!tool.isInstalled) throw new Error(`${tool.name} is not installed: .ci/run should have installed it.`);
}
