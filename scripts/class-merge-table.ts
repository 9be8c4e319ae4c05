/**
 * The table `cn` merges Tailwind classes by (client/lib/class-merge.ts), made when the web app is built and served to it
 * as `virtual:class-merge-table`. tailwind-merge in the browser was 8.2 KB of compressed script on every page's wake,
 * and built its lookup of class groups at the first merge, inside the first render of a waking page (5–11 ms in Node
 * with the app's 107 groups; the table: under 1 ms). Here tailwind-merge is asked once, at build time, about the
 * classes the app's code writes, which are the only ones Tailwind makes CSS for. Its lookup comes from the export it
 * names `unstable-do-not-import`: a new version that changes it fails client/lib/class-merge.test.ts, which compares cn
 * with twMerge itself on every list of classes the code writes.
 */
import fs from "node:fs";
import { register } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { getDefaultConfig } from "tailwind-merge";
import { createClassGroupUtils, createParseClassName } from "tailwind-merge/unstable-do-not-import";
import type { ClassMergeTable } from "../client/lib/class-merge";
import { sourceFiles } from "./check-folder-cycles.ts";

/** The folders of the browser's code. */
const CLIENT_FOLDERS = ["client", "common"];

/** A word that could be a class (a literal of any other kind has a space, a quote or such). */
export const isClassLike = (word: string) => /^[\w\-:[\]/.%#()&>*@=,!]{2,}$/.test(word);

/** Every string written in the browser's code, as Tailwind reads them for its classes: literals only. */
export function sourceLiterals(root: string): string[] {
  return CLIENT_FOLDERS.flatMap((dir) =>
    sourceFiles(root, dir).flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), "utf8").matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)].map(
        (m) => m[1] ?? m[2] ?? m[3],
      ),
    ),
  );
}

/** The words of `literals` that could be classes. */
export function classWords(literals: readonly string[]): string[] {
  return [...new Set(literals.flatMap((text) => text.split(/\s+/)).filter(isClassLike))];
}

/** What twMerge knows of each of `words` (as mergeClassList in tailwind-merge 3 decides a class's group). */
export function classMergeTable(words: Iterable<string>): ClassMergeTable {
  const config = getDefaultConfig();
  const parse = createParseClassName(config);
  const { getClassGroupId, getConflictingClassGroupIds } = createClassGroupUtils(config);
  const postfixGroups = new Set<string>(config.postfixLookupClassGroups ?? []);
  const groups = new Map<string, number>();
  const numberOf = (group: string) => {
    if (!groups.has(group)) groups.set(group, groups.size);
    return groups.get(group)!;
  };
  const lists = new Map<string, number>();
  const conflicts: number[][] = [];
  const classes: Record<string, readonly [number, number]> = {};
  for (const word of words) {
    const { baseClassName: base, maybePostfixModifierPosition: postfixAt } = parse(word);
    if (Object.hasOwn(classes, base)) continue;
    let hasPostfix = postfixAt !== undefined;
    let group: string | undefined;
    if (postfixAt !== undefined) {
      group = getClassGroupId(base.slice(0, postfixAt));
      const whole = group && postfixGroups.has(group) ? getClassGroupId(base) : undefined;
      if (whole && whole !== group) {
        group = whole;
        hasPostfix = false;
      }
    } else group = getClassGroupId(base);
    if (!group && hasPostfix) {
      group = getClassGroupId(base);
      hasPostfix = false;
    }
    if (!group) continue;
    const overridden = getConflictingClassGroupIds(group, hasPostfix).map(numberOf);
    const key = overridden.join(",");
    if (!lists.has(key)) {
      lists.set(key, conflicts.length);
      conflicts.push(overridden);
    }
    classes[base] = [numberOf(group), lists.get(key)!];
  }
  return { classes, conflicts, orderSensitive: [...config.orderSensitiveModifiers] };
}

/** The table of the classes in the code under `root` now, as the source of a module. */
const tableModule = (root: string) =>
  `export default ${JSON.stringify(classMergeTable(classWords(sourceLiterals(root))))};`;

const VIRTUAL_ID = "virtual:class-merge-table";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** `virtual:class-merge-table`: the table of the classes in the code as it is now (again after an edit, in dev). */
export function classMergeTablePlugin(root: string): Plugin {
  return {
    name: "noticeboard-class-merge-table",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return tableModule(root);
    },
    configureServer(server) {
      server.watcher.on("change", () => {
        const table = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (table) server.moduleGraph.invalidateModule(table);
      });
    },
  };
}

/**
 * For a script that imports the web app's modules in Node without Vite (scripts/page-routes.ts reads each page module):
 * answers `virtual:class-merge-table` with the table, as the plugin above does for Vite.
 */
export function registerClassMergeTable(root: string): void {
  const url = `data:text/javascript,${encodeURIComponent(tableModule(root))}`;
  const hooks = `export function resolve(specifier, context, next) {
    return specifier === ${JSON.stringify(VIRTUAL_ID)} ? { url: ${JSON.stringify(url)}, shortCircuit: true } : next(specifier, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}
