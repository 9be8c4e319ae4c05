interface ImportMetaEnv {
  /** The build's name (vite.config.ts): `<meta name="build">` and the entry script carry it. */
  readonly VITE_BUILD_MARKER: string;
}

/** The classes `cn` merges by, made at build time (scripts/class-merge-table.ts). */
declare module "virtual:class-merge-table" {
  const table: import("./lib/class-merge").ClassMergeTable;
  export default table;
}
