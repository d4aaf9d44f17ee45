import type { X01MatchState } from '@oche/darts'
import { useVisitAnnouncement } from './use-visit-announcement'

export type VisitAnnouncerProps = { match: X01MatchState }

/**
 * A polite live region that reads one short sentence after each visit: the score and what is left, a bust, a
 * checkout, and who throws next (WCAG 4.1.3). It is on the page from the start, empty, so screen readers hear
 * what is written into it.
 */
export function VisitAnnouncer({ match }: VisitAnnouncerProps) {
  const sentence = useVisitAnnouncement(match)
  return (
    <p data-slot="visit-announcement" aria-live="polite" aria-atomic="true" className="sr-only">
      {sentence}
    </p>
  )
}
