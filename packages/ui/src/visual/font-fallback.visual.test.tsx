import { cleanup, render } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import '../styles/theme.css'

// What a phone shows before Inter arrives: a local font resized to Inter's metrics (styles/font-fallbacks.ts) must
// take the width Inter then takes, or lines wrap again and the page jumps when the web font swaps in (Lighthouse's
// layout shift). Lines keep their height either way: the theme gives every text a line height.
const fallbacks = "'Inter Fallback: Arial', 'Inter Fallback: Liberation Sans', 'Inter Fallback: Roboto'"
const lines = ['Round 7: De Pijlen 4 – 3 Triple Top', 'Dieter Müller 180 ×3, checkout 121, 15 darts']

function widthsIn(fontFamily: string): number[] {
  const { container } = render(
    <div style={{ fontFamily, fontSize: 16 }}>
      {lines.map((line) => (
        <span key={line} style={{ display: 'block', width: 'max-content', whiteSpace: 'nowrap' }}>
          {line}
        </span>
      ))}
    </div>,
  )
  const widths = [...container.querySelectorAll('span')].map((span) => span.getBoundingClientRect().width)
  cleanup()
  return widths
}

const offBy = (widths: number[], reference: number[]) =>
  Math.max(...widths.map((width, index) => Math.abs(width / reference[index]! - 1)))

describe("Inter's fallback", () => {
  let inter: number[]
  beforeAll(async () => {
    await document.fonts.load("16px 'Inter Variable'", lines.join(''))
    inter = widthsIn("'Inter Variable'")
  })

  it('is a local font this browser has', async () => {
    const faces = [...document.fonts].filter((face) => face.family.startsWith('Inter Fallback'))
    const loaded = await Promise.allSettled(faces.map((face) => face.load()))
    expect(loaded.some((result) => result.status === 'fulfilled')).toBe(true)
  })

  it('takes the width Inter takes, within 4 %, closer than the local font as it is', () => {
    const fallback = offBy(widthsIn(fallbacks), inter)
    expect(fallback).toBeLessThan(0.04)
    expect(fallback).toBeLessThan(offBy(widthsIn("Arial, 'Liberation Sans', Roboto"), inter))
  })
})
