/**
 * No import cycle between feature folders (docs/architecture.md): reads the imports of every runtime file under
 * server/ and client/features/, draws the graph of their folders (server/notices, client/features/admin …) and fails
 * with each cycle's path and the imports that make its arrows. Tests and test support are left out: they may reach
 * across folders to set up what they check. ESLint's per-file no-cycle rule cannot see a cycle between folders.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The folders whose sub-folders must not import each other in a circle: each sub-folder is one node. */
export const CYCLE_ROOTS = ["server", "client/features"];
const ALIASES: Record<string, string> = { "@/": "client/", "@common/": "common/" };
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$|(^|\/)server\/test\//;
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** One import that draws an arrow from its file's folder to another folder. */
export interface FolderImport {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

/** The TypeScript sources under `dir` (project-relative paths), tests and declaration files left out. */
export function sourceFiles(root: string, dir: string): string[] {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs.readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(root, file);
    return SOURCE.test(file) && !file.endsWith(".d.ts") && !TEST.test(file) ? [file] : [];
  });
}

/** The project-relative file an import names, or undefined for a package or a file outside the project. */
function resolveImport(root: string, file: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let target: string;
  if (alias) target = ALIASES[alias] + specifier.slice(alias.length);
  else if (specifier.startsWith(".")) target = path.posix.join(path.posix.dirname(file), specifier);
  else return undefined;
  const bare = target.replace(/\.js$/, "");
  if (SOURCE.test(bare) && fs.existsSync(path.join(root, bare))) return bare;
  return EXTENSIONS.map((extension) => bare + extension).find((candidate) =>
    fs.existsSync(path.join(root, candidate)),
  );
}

/** The folder node a file belongs to (`server/notices`), or undefined for a file at a root's top level. */
function folderOf(file: string): string | undefined {
  for (const root of CYCLE_ROOTS) {
    if (!file.startsWith(`${root}/`)) continue;
    const parts = file.slice(root.length + 1).split("/");
    return parts.length > 1 ? `${root}/${parts[0]}` : undefined;
  }
  return undefined;
}

/** Every import (static, re-export, type-only or dynamic) that crosses from one folder to another. */
export function folderImports(root: string): FolderImport[] {
  const imports: FolderImport[] = [];
  for (const file of CYCLE_ROOTS.flatMap((dir) => sourceFiles(root, dir))) {
    const from = folderOf(file);
    if (!from) continue;
    const text = fs.readFileSync(path.join(root, file), "utf8");
    for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
      const target = resolveImport(root, file, specifier);
      const to = target && folderOf(target);
      if (to && to !== from) imports.push({ from, to, file, specifier });
    }
  }
  return imports;
}

/** The shortest path from `start` back to itself through `graph`, or undefined when there is none. */
function shortestCycle(graph: Map<string, Set<string>>, start: string): string[] | undefined {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const cycle = [node];
        while (cycle[0] !== start) cycle.unshift(previous.get(cycle[0])!);
        return [...cycle, start];
      }
      if (previous.has(next)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  return undefined;
}

/** One cycle per folder that lies on one, each written once (the same circle from another start is skipped). */
export function folderCycles(imports: FolderImport[]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of imports) graph.set(from, (graph.get(from) ?? new Set()).add(to));
  const cycles: string[][] = [];
  const seen = new Set<string>();
  for (const start of [...graph.keys()].sort()) {
    const cycle = shortestCycle(graph, start);
    if (!cycle) continue;
    const key = [...cycle.slice(1)].sort().join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    cycles.push(cycle);
  }
  return cycles;
}

/** The failure text: each cycle's path, then for each of its arrows the imports that draw it. */
export function describeCycles(cycles: string[][], imports: FolderImport[]): string {
  return cycles
    .map((cycle) => {
      const arrows = cycle.slice(1).map((to, index) => {
        const from = cycle[index];
        const lines = imports
          .filter((entry) => entry.from === from && entry.to === to)
          .map((entry) => `      ${entry.file} imports "${entry.specifier}"`);
        return [`    ${from} → ${to}`, ...lines].join("\n");
      });
      return [`  ${cycle.join(" → ")}`, ...arrows].join("\n");
    })
    .join("\n");
}

function main(): void {
  const root = path.join(import.meta.dirname, "..");
  const imports = folderImports(root);
  const cycles = folderCycles(imports);
  if (cycles.length === 0) return;
  console.error(
    `Import cycles between folders (docs/architecture.md: an import between feature folders points one way only; ` +
      `move the shared piece to the folder that owns it or a lower one):\n${describeCycles(cycles, imports)}`,
  );
  process.exit(1);
}

if (process.argv[1] === import.meta.filename) main();
