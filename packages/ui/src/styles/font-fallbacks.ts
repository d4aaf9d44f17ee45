/**
 * The fallback faces of Inter: local fonts resized to Inter's metrics, so text drawn before the web font arrives takes
 * the room Inter will take and nothing moves when it swaps in (a layout shift a phone on a slow connection would see).
 * `font-fallbacks.css` is written from here (`pnpm --filter @oche/ui fonts`) and a unit test checks it is current.
 *
 * The metrics come from the font file we serve and from Capsize's metrics of the local fonts: Arial (Windows, macOS,
 * iOS), Liberation Sans (Linux; metric-compatible with Arial: the same ascent, descent, line gap and average width)
 * and Roboto (Android).
 */
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import roboto from '@capsizecss/metrics/roboto'
import { fromFile } from '@capsizecss/unpack/fs'
import { writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'

const liberationSans = {
  ...arial,
  familyName: 'Liberation Sans',
  fullName: 'Liberation Sans',
  postscriptName: 'LiberationSans',
}

export const fontFallbacksFile = fileURLToPath(new URL('./font-fallbacks.css', import.meta.url))

/** The stylesheet: one `@font-face` per local font, named `Inter Fallback: <font>`. */
export async function fontFallbacksCss(): Promise<string> {
  const interFile = createRequire(import.meta.url).resolve(
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  )
  const inter = await fromFile(interFile)
  const { fontFaces } = createFontStack([inter, arial, liberationSans, roboto])
  const css = `/* Written by src/styles/font-fallbacks.ts (pnpm --filter @oche/ui fonts): do not edit by hand. */\n${fontFaces}`
  return format(css, { ...(await resolveConfig(fontFallbacksFile)), parser: 'css' })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(fontFallbacksFile, await fontFallbacksCss())
}
