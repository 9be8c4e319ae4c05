/**
 * common/page-routes.ts from the page modules (client/pages/**\/*.page.tsx): what the server must know of each page
 * (path, kind, secrecy, whether it renders it …), as the server never imports the web app. `npm run gen:pages` writes
 * it, `npm run check` (`--check`) fails when it differs from what the modules now declare (so does
 * client/pages/page-registry.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as prettier from "prettier";
import { pagesOf, routeOfModule } from "../client/pages/page-module";
import { registerClassMergeTable } from "./class-merge-table";

const ROOT = path.join(import.meta.dirname, "..");
// The page modules import `cn`, whose class table the build makes (scripts/class-merge-table.ts).
registerClassMergeTable(ROOT);
const PAGES_DIR = path.join(ROOT, "client", "pages");
const TARGET = path.join(ROOT, "common", "page-routes.ts");
const HEADER =
  "/**\n * Generated from the page modules (client/pages/<name>.page.tsx) by `npm run gen:pages`: do not edit. `npm run check`\n * fails when it drifts from them. The server reads it through common/pages.ts.\n */\n\n";

function pageFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return pageFiles(file);
      return entry.name.endsWith(".page.tsx") ? [file] : [];
    })
    .sort();
}

async function main(): Promise<void> {
  const routes: Record<string, object> = {};
  for (const file of pageFiles(PAGES_DIR)) {
    const namespace = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const page of pagesOf(namespace)) {
      if (routes[page.name]) throw new Error(`Two pages are named ${page.name}`);
      routes[page.name] = {
        file: path.relative(PAGES_DIR, file).split(path.sep).join("/"),
        ...routeOfModule(page),
      };
    }
  }
  const source = `${HEADER}export const PAGE_ROUTES = ${JSON.stringify(routes)} as const;\n`;
  const options = await prettier.resolveConfig(TARGET);
  const text = await prettier.format(source, { ...options, filepath: TARGET });
  const current = fs.existsSync(TARGET) ? fs.readFileSync(TARGET, "utf8") : "";
  if (process.argv.includes("--check")) {
    if (current === text) return;
    console.error(
      "common/page-routes.ts differs from the page modules: run `npm run gen:pages` and commit the result.",
    );
    process.exit(1);
  }
  if (current !== text) fs.writeFileSync(TARGET, text);
  console.log(`common/page-routes.ts: ${Object.keys(routes).length} pages`);
}

void main();
