import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  // Capacitor serves the build from the app bundle: relative asset paths.
  base: './',
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['@oche/source'] },
  build: { outDir: 'dist', sourcemap: true },
})
