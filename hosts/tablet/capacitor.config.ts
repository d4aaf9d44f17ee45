import type { CapacitorConfig } from '@capacitor/cli'

const config: CapacitorConfig = {
  appId: 'org.oche.tablet',
  appName: 'Oche',
  webDir: 'dist',
  android: { backgroundColor: '#111827' },
}

export default config
