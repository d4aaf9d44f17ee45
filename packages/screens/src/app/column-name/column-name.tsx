import type { ReactNode } from 'react'

/**
 * A short column heading ("Pts") with its full name: as a tooltip for the eye, and as the heading's text for a
 * screen reader, which does not read an abbreviation's title (#27). The tournament group tables and the league's
 * standings and leaderboards head their columns with it.
 */
export function ColumnName({ short, full }: { short: ReactNode; full: string }) {
  return (
    <>
      <abbr title={full} aria-hidden className="no-underline">
        {short}
      </abbr>
      <span className="sr-only">{full}</span>
    </>
  )
}
