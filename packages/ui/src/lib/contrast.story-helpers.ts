type Rgb = readonly [number, number, number]

/** A computed CSS colour as sRGB bytes, painted over `under` (for translucent colours), as the browser paints it. */
function paint(colour: string, under: string): Rgb {
  const canvas = document.createElement('canvas')
  canvas.width = 1
  canvas.height = 1
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('No 2d canvas to read colours with')
  context.fillStyle = under
  context.fillRect(0, 0, 1, 1)
  context.fillStyle = colour
  context.fillRect(0, 0, 1, 1)
  const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data
  return [red, green, blue]
}

function luminance([red, green, blue]: Rgb): number {
  const [r, g, b] = [red, green, blue].map((byte) => {
    const channel = byte / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * How well the focused `element` stands out from the `surface` it sits on (WCAG 1.4.11, 2.4.7), from computed
 * styles: its own background against the surface's, or its outline (2px or more) against both of them, whichever is
 * the better indicator.
 */
export function focusIndicatorContrast(element: Element, surface: Element): number {
  const style = getComputedStyle(element)
  const surfaceColour = paint(getComputedStyle(surface).backgroundColor, 'white')
  const surfaceCss = `rgb(${surfaceColour.join(' ')})`
  const background = paint(style.backgroundColor, surfaceCss)
  const byBackground = contrastRatio(background, surfaceColour)
  const hasOutline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2
  if (!hasOutline) return byBackground
  const outline = paint(style.outlineColor, surfaceCss)
  return Math.max(byBackground, Math.min(contrastRatio(outline, background), contrastRatio(outline, surfaceColour)))
}
