/** The text colours a league's own colour is paired with: whichever reads better on it. */
const inks = { light: '#ffffff', dark: '#000000' } as const

type Rgb = readonly [number, number, number]

function parseHex(colour: string): Rgb | null {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour.trim())
  if (!match) return null
  return [Number.parseInt(match[1] ?? '', 16), Number.parseInt(match[2] ?? '', 16), Number.parseInt(match[3] ?? '', 16)]
}

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/** The WCAG contrast ratio of two luminances, 1 to 21. */
function ratio(first: number, second: number): number {
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05)
}

/** A league's colour with the text colour to write on it, and their contrast ratio. */
export type SiteColours = { background: string; ink: string; contrast: number }

/**
 * The site header's colours from the organisation's `primary_colour` (`#rrggbb`): the colour itself, and white or
 * black text, whichever contrasts more. One of the two always reaches at least 4.58:1, so the header's text meets
 * WCAG AA on any colour. Null (no colour, or not a colour): the platform's own colours.
 */
export function siteColours(primaryColour: string | null): SiteColours | null {
  const rgb = primaryColour ? parseHex(primaryColour) : null
  if (!rgb || !primaryColour) return null
  const background = luminance(rgb)
  const onLight = ratio(background, luminance([255, 255, 255]))
  const onDark = ratio(background, 0)
  return onLight >= onDark
    ? { background: primaryColour, ink: inks.light, contrast: onLight }
    : { background: primaryColour, ink: inks.dark, contrast: onDark }
}
