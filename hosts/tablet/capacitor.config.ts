import type { CapacitorConfig } from '@capacitor/cli'

const config: CapacitorConfig = {
  appId: 'org.oche.tablet',
  appName: 'Oche',
  webDir: 'dist',
  android: { backgroundColor: '#111827' },
  plugins: {
    // The app's pages come from https://localhost, its Oche from anywhere: requests go through the native HTTP
    // stack, so a self-hosted server needs no CORS rules for the app (ADR 022).
    CapacitorHttp: { enabled: true },
    // Edge to edge: the insets come to the page as CSS variables (`--safe-area-inset-*`) as well as `env()`.
    SystemBars: { insetsHandling: 'css' },
    // Live updates under the app's control: it looks for a bundle itself and installs it only when the tablet's
    // user says so, never during a game (ADR 022).
    CapacitorUpdater: { autoUpdate: false },
  },
}

export default config
