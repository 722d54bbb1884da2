/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly CAMINO_BUILD_ID: string;
}
