import path from "node:path";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";

/**
 * What a public page loads (issue 38), read from the static imports (esbuild's metafile): before the visitor reaches for
 * it, the entry alone (boot.ts), with no React; when it wakes, the app and the browsing pages the registry puts in its
 * first bundle (pages/registry.ts), where the heavy libraries only forms need must stay out, loaded with the form. The
 * registry's `import.meta.glob` is spelled out here as the imports it stands for.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const BEFORE_WAKING = ["client/boot.ts"];
const FIRST_BUNDLE = [
  "client/main.tsx",
  "client/pages/home.page.tsx",
  "client/pages/category.page.tsx",
  "client/pages/notice.page.tsx",
  "client/pages/not-found.page.tsx",
];

async function staticImports(files = FIRST_BUNDLE): Promise<Map<string, string | null>> {
  const result = await build({
    stdin: {
      contents: files.map((file) => `import "./${file}";`).join("\n"),
      resolveDir: ROOT,
      loader: "ts",
    },
    bundle: true,
    splitting: true,
    format: "esm",
    outdir: "first-bundle",
    write: false,
    metafile: true,
    logLevel: "silent",
    jsx: "automatic",
    alias: { "@": path.join(ROOT, "client"), "@common": path.join(ROOT, "common") },
    loader: { ".css": "empty", ".png": "empty", ".svg": "empty", ".woff2": "empty" },
    define: { "import.meta.env.VITE_BUILD_MARKER": '"test"' },
    // Made by the build (vite.config.ts): cn's class table (scripts/class-merge-table.ts).
    external: ["virtual:class-merge-table"],
  });
  const inputs: Metafile["inputs"] = result.metafile.inputs;
  // Each module reached by static imports, with the module that first imported it (to name the chain).
  const reached = new Map<string, string | null>(files.map((file) => [file, null]));
  const queue = [...files];
  while (queue.length) {
    const file = queue.shift()!;
    for (const imported of inputs[file]?.imports ?? []) {
      if (imported.kind !== "import-statement" || imported.external || reached.has(imported.path)) continue;
      reached.set(imported.path, file);
      queue.push(imported.path);
    }
  }
  return reached;
}

function chainTo(reached: Map<string, string | null>, file: string): string {
  const chain: string[] = [];
  for (let at: string | null | undefined = file; at; at = reached.get(at)) chain.unshift(at);
  return chain.join(" → ");
}

describe("the first bundle of a public page", () => {
  it("loads no zod, react-hook-form or Radix dialog: those come with the form that needs them", async () => {
    const reached = await staticImports();
    expect(reached.has("client/pages/notice.page.tsx")).toBe(true);
    expect(reached.size).toBeGreaterThan(50);
    const heavy = [...reached.keys()].filter((file) =>
      /node_modules\/(zod|react-hook-form|@hookform|@radix-ui\/react-dialog)\//.test(file),
    );
    expect(heavy.map((file) => chainTo(reached, file))).toEqual([]);
  });

  it("before the visitor reaches for the page, loads no React, no query cache and none of the app", async () => {
    const reached = await staticImports(BEFORE_WAKING);
    expect(reached.has("client/lib/wake-on-press.ts")).toBe(true);
    const app = [...reached.keys()].filter((file) =>
      /node_modules\/(react|react-dom|@tanstack|wouter|scheduler)\/|^client\/(main|app)\.tsx$|^client\/pages\//.test(
        file,
      ),
    );
    expect(app.map((file) => chainTo(reached, file))).toEqual([]);
  });
});
