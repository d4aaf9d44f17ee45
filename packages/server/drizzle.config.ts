import { defineConfig } from 'drizzle-kit'

// Migrations live under src/ so that the published package (files: dist, src) carries them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/drizzle',
})
