import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge, getDefaultConfig, type Config } from "tailwind-merge";
import { CLASS_GROUPS } from "./class-groups";

type MergeConfig = Config<string, string>;

/** A tailwind-merge configuration that knows only `groups` of `config`'s class groups. */
export function withClassGroups(config: MergeConfig, groups: readonly string[]): MergeConfig {
  const only = <T>(table: Record<string, T>) =>
    Object.fromEntries(Object.entries(table).filter(([group]) => groups.includes(group)));
  return {
    ...config,
    classGroups: only(config.classGroups),
    conflictingClassGroups: only(config.conflictingClassGroups),
    conflictingClassGroupModifiers: only(config.conflictingClassGroupModifiers),
  };
}

/** tailwind-merge cut to the class groups the app uses (class-groups.ts says why). */
const twMerge = createTailwindMerge(() => withClassGroups(getDefaultConfig(), CLASS_GROUPS));

/** Joins class names and lets later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
