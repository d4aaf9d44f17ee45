import type { TournamentColour } from '@oche/api'

/** The organiser's colour code as a stripe; decoration only, so raw palette colours are fine here. */
export const tournamentColourClasses: Record<TournamentColour, string> = {
  slate: 'bg-slate-500',
  red: 'bg-red-600',
  orange: 'bg-orange-500',
  amber: 'bg-amber-400',
  green: 'bg-green-600',
  teal: 'bg-teal-500',
  blue: 'bg-blue-600',
  violet: 'bg-violet-600',
}
