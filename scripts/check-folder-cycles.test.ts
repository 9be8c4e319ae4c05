import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { describeCycles, folderCycles, folderImports } from "./check-folder-cycles";

let root = "";

/** A small project on disk: each key is a project-relative file, each value its text. */
function project(files: Record<string, string>): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "folder-cycles-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("check-folder-cycles", () => {
  it("passes imports that point one way between folders, and through files at a root's top level", () => {
    const dir = project({
      "server/moderation/queue-service.ts": 'import { findNotice } from "../notices/notice-repository";',
      "server/notices/notice-repository.ts":
        'import { config } from "../config";\nexport const findNotice = 1;',
      "server/config.ts": 'import { adminRoutes } from "./admin-routes";\nexport const config = 1;',
      "server/admin-routes.ts": 'import { queueRoutes } from "./moderation/queue-routes";',
      "server/moderation/queue-routes.ts": 'import { list } from "./queue-service";',
    });
    expect(folderCycles(folderImports(dir))).toEqual([]);
  });

  it("fails on a cycle between server folders and names the imports that draw each arrow", () => {
    const dir = project({
      "server/moderation/undo-service.ts": 'import { updateNotice } from "../notices/notice-repository";',
      "server/notices/notice-repository.ts": "export const updateNotice = 1;",
      "server/notices/notice-posting-service.ts": 'import type { Signal } from "../moderation/undo-service";',
    });
    const imports = folderImports(dir);
    const cycles = folderCycles(imports);
    expect(cycles).toEqual([["server/moderation", "server/notices", "server/moderation"]]);
    expect(describeCycles(cycles, imports)).toContain(
      'server/notices/notice-posting-service.ts imports "../moderation/undo-service"',
    );
  });

  it("fails on a longer cycle among client features reached through the @/ alias and a dynamic import", () => {
    const dir = project({
      "client/features/admin/dashboard.tsx": 'import { Queue } from "@/features/admin-queue/queue-tab";',
      "client/features/admin-queue/queue-tab.tsx": 'const edit = () => import("../notices/edit");',
      "client/features/notices/edit.tsx": 'export { Dashboard } from "@/features/admin/dashboard";',
    });
    expect(folderCycles(folderImports(dir))).toEqual([
      [
        "client/features/admin",
        "client/features/admin-queue",
        "client/features/notices",
        "client/features/admin",
      ],
    ]);
  });

  it("leaves out tests and test support, which may reach across folders", () => {
    const dir = project({
      "server/notices/notice-repository.ts": "export const n = 1;",
      "server/moderation/queue-service.ts": 'import { n } from "../notices/notice-repository";',
      "server/notices/notice-routes.test.ts": 'import { q } from "../moderation/queue-service";',
      "server/test/factories.ts": 'import { q } from "../moderation/queue-service";',
    });
    expect(folderCycles(folderImports(dir))).toEqual([]);
  });
});
