import { createContext, useContext, type ReactNode } from 'react'
import type { ResolvedColourMode } from './colour-mode'
import { useColourMode } from './use-colour-mode'

type ColourModeState = ReturnType<typeof useColourMode>
const ColourModeContext = createContext<ColourModeState | null>(null)

/** Applies the colour mode to the document once, for the whole page; `forced` comes from the route. */
export function ColourModeProvider({
  forced,
  children,
}: {
  forced?: ResolvedColourMode | undefined
  children: ReactNode
}) {
  const state = useColourMode(forced)
  return <ColourModeContext value={state}>{children}</ColourModeContext>
}

export function useColourModeContext(): ColourModeState {
  const state = useContext(ColourModeContext)
  if (!state) throw new Error('useColourModeContext needs a ColourModeProvider')
  return state
}
