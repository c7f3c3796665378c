/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the community site that hosts blogs and podcasts. */
  readonly VITE_COMMUNITY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
