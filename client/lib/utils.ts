import { clsx, type ClassValue } from "clsx";
import table from "virtual:class-merge-table";
import { mergeClasses } from "./class-merge";

/** Joins class names and lets later Tailwind utilities win over earlier ones (as tailwind-merge; class-merge.ts). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs), table);
}
