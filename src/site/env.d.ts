interface ImportMetaEnv {
  /** Set by scripts/build.mjs: the footer year in the prerendered HTML. */
  readonly VITE_SITE_BUILD_YEAR?: string;
}
