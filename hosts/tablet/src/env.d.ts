/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_OCHE_API_URL?: string
  readonly VITE_OCHE_BUILD_ID?: string
}
