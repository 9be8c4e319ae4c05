interface ImportMetaEnv {
  /** The build's name (vite.config.ts): `<meta name="build">` and the entry script carry it. */
  readonly VITE_BUILD_MARKER: string;
}
