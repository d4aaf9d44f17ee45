import { Archive } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

/** A short note on why a page offers less than usual (archived, locked by results, what a change deletes). */
export function DivisionNote({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-md border bg-surface p-3 text-sm text-muted-foreground [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0">
      {icon}
      <span>{children}</span>
    </p>
  )
}

/** An archived season stays readable but changes no more: why the page offers no changes. */
export function ArchivedSeasonNote() {
  return (
    <DivisionNote icon={<Archive aria-hidden />}>
      <FormattedMessage
        id="competition.divisions.archived"
        defaultMessage="This season is archived: its divisions, teams and fixture lists change no more."
      />
    </DivisionNote>
  )
}
