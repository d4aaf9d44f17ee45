/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Oche API's base URL (`https://oche.example/api`); `/api` (same origin) when unset. */
  readonly VITE_OCHE_API_URL?: string
  /** The realtime server's `host[:port]`, when it is not the one the server announces. */
  readonly VITE_OCHE_REALTIME_HOST?: string
  /** The build id (and live-update version) of this web bundle. */
  readonly VITE_OCHE_BUILD_ID?: string
  /** Where the newest bundle is announced; `{API origin}/builds/tablet/latest.json` when unset. */
  readonly VITE_OCHE_UPDATE_URL?: string
}
