import { storageKeys } from '../preferences/storage-keys'

export type ColourModePreference = 'light' | 'dark' | 'system'
export type ResolvedColourMode = 'light' | 'dark'

export function isColourModePreference(value: unknown): value is ColourModePreference {
  return value === 'light' || value === 'dark' || value === 'system'
}

/** A route's forced mode: `system` cannot be forced (spec section 2) and is ignored with a warning. */
export function forcedColourMode(forced: string | undefined): ResolvedColourMode | undefined {
  if (forced === undefined) return undefined
  if (forced === 'light' || forced === 'dark') return forced
  console.warn(`A route cannot force the colour mode "${forced}"; only light or dark can be forced.`)
  return undefined
}

/** Browser chrome colours per mode (spec section 9: system bars black in dark, white in light). */
export const systemBarColours: Record<ResolvedColourMode, string> = { dark: '#000000', light: '#ffffff' }

/**
 * Runs before the first paint (inline in <head>): applies the stored or system colour mode, or the mode the
 * server forced with `data-forced-colour-mode` on <html>, so no page flashes in the wrong theme.
 */
export const colourModeScript = `(function(){try{var d=document.documentElement,f=d.getAttribute('data-forced-colour-mode'),p=localStorage.getItem(${JSON.stringify(
  storageKeys.colourMode,
)})||'system',m=f||(p==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):p);d.classList.toggle('dark',m==='dark');d.style.colorScheme=m}catch(e){}})()`
