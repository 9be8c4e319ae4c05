/**
 * Which of the app's Tailwind classes stand for the same thing, worked out when the app is built rather than in the
 * browser (scripts/class-merge-table.ts, Vite's `virtual:class-merge-table`): tailwind-merge's rules, for the classes
 * the app's code writes and only those. A class the table does not know is no Tailwind class of the app (Tailwind makes
 * CSS only for classes written in the code) and is kept as it is.
 */
export interface ClassMergeTable {
  /** A class without its variants and "!" → [its group, the list in `conflicts` of the groups it overrides besides]. */
  classes: Record<string, readonly [number, number]>;
  conflicts: readonly (readonly number[])[];
  /** Variants whose order matters (tailwind-merge's `orderSensitiveModifiers`); the others are compared sorted. */
  orderSensitive: readonly string[];
}

interface ParsedClass {
  variants: string[];
  important: boolean;
  base: string;
}

/** A class's variants (`md:hover:`), split at the colons outside brackets and parentheses, its "!" and its base. */
function parseClass(className: string): ParsedClass {
  const variants: string[] = [];
  let brackets = 0;
  let parens = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (brackets === 0 && parens === 0 && c === ":") {
      variants.push(className.slice(start, i));
      start = i + 1;
    } else if (c === "[") brackets++;
    else if (c === "]") brackets--;
    else if (c === "(") parens++;
    else if (c === ")") parens--;
  }
  const withImportant = className.slice(start);
  if (withImportant.endsWith("!")) return { variants, important: true, base: withImportant.slice(0, -1) };
  if (withImportant.startsWith("!")) return { variants, important: true, base: withImportant.slice(1) };
  return { variants, important: false, base: withImportant };
}

/** Variants in tailwind-merge's order: sorted, except that an arbitrary or order-sensitive one keeps its place. */
function sortVariants(variants: string[], orderSensitive: readonly string[]): string[] {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith("[") || orderSensitive.includes(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...sorted, ...run.sort()];
}

/**
 * `classList` with every Tailwind class that a later one overrides (same variants, same or overridden group) left out,
 * as tailwind-merge's twMerge does: "px-2 py-1 p-3" → "p-3", "text-sm text-lg" → "text-lg", "hover:bg-a bg-b" keeps both.
 */
export function mergeClasses(classList: string, table: ClassMergeTable): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i];
    if (!className) continue;
    const { variants, important, base } = parseClass(className);
    const known = Object.hasOwn(table.classes, base) ? table.classes[base] : undefined;
    if (!known) {
      kept.push(className);
      continue;
    }
    const variant =
      (variants.length > 1 ? sortVariants(variants, table.orderSensitive) : variants).join(":") +
      (important ? "!" : "");
    const [group, conflicts] = known;
    if (taken.has(`${variant}|${group}`)) continue;
    taken.add(`${variant}|${group}`);
    for (const overridden of table.conflicts[conflicts]) taken.add(`${variant}|${overridden}`);
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
