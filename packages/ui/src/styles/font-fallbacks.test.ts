import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { fontFallbacksCss, fontFallbacksFile } from './font-fallbacks'

describe("Inter's fallback faces", () => {
  it('are written from the font we serve (pnpm --filter @oche/ui fonts writes them again)', async () => {
    expect(await readFile(fontFallbacksFile, 'utf8')).toBe(await fontFallbacksCss())
  })

  it('are each named in the theme, after Inter and before the system fonts', async () => {
    const css = await readFile(fontFallbacksFile, 'utf8')
    const theme = await readFile(new URL('./theme.css', import.meta.url), 'utf8')
    const faces = [...css.matchAll(/font-family: '([^']+)'/g)].map(([, name]) => name!)
    expect(faces).toEqual(['Inter Fallback: Arial', 'Inter Fallback: Liberation Sans', 'Inter Fallback: Roboto'])
    const stack = /--font-sans:([^;]+);/.exec(theme)![1]!.replace(/\s+/g, ' ').trim()
    expect(stack).toBe(
      `'Inter Variable', ${faces.map((face) => `'${face}'`).join(', ')}, ui-sans-serif, system-ui, sans-serif`,
    )
    expect(theme).toContain("@import './font-fallbacks.css';")
  })
})
