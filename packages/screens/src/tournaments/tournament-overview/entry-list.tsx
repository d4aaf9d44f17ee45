import type { Entry } from '@oche/api'
import { Badge, cn } from '@oche/ui'
import { FormattedMessage } from 'react-intl'

function bySeedThenName(a: Entry, b: Entry): number {
  if (a.seed !== null && b.seed !== null) return a.seed - b.seed
  if (a.seed !== null) return -1
  if (b.seed !== null) return 1
  return a.name.localeCompare(b.name)
}

/** Who plays: seeds first, then by name; withdrawn entries struck through, the viewer's own marked. */
export function EntryList({
  entries,
  limit,
  ownEntryId,
}: {
  entries: readonly Entry[]
  limit: number | null
  ownEntryId: string | null
}) {
  const sorted = [...entries].sort(bySeedThenName)
  return (
    <section aria-labelledby="tournament-entries" className="flex flex-col gap-3">
      <h2 id="tournament-entries" className="text-lg font-semibold">
        {limit === null ? (
          <FormattedMessage
            id="tournaments.overview.entries"
            defaultMessage="Entries ({count})"
            values={{ count: entries.length }}
          />
        ) : (
          <FormattedMessage
            id="tournaments.overview.entriesOfLimit"
            defaultMessage="Entries ({count} of {limit})"
            values={{ count: entries.length, limit }}
          />
        )}
      </h2>
      {sorted.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage id="tournaments.overview.noEntries" defaultMessage="Nobody has entered yet." />
        </p>
      ) : (
        <ul data-slot="entry-list" className="flex flex-col divide-y divide-border rounded-md border border-border">
          {sorted.map((entry) => (
            <li
              key={entry.id}
              data-entry-id={entry.id}
              aria-current={entry.id === ownEntryId ? 'true' : undefined}
              className={cn('flex items-center gap-2 px-3 py-2 text-sm', entry.id === ownEntryId && 'bg-info/10')}
            >
              <span className={cn('min-w-0 flex-1 truncate', entry.withdrawn && 'text-muted-foreground line-through')}>
                {entry.name}
              </span>
              {entry.id === ownEntryId ? (
                <Badge variant="info">
                  <FormattedMessage id="tournaments.overview.you" defaultMessage="You" />
                </Badge>
              ) : null}
              {entry.withdrawn ? (
                <Badge variant="outline">
                  <FormattedMessage id="tournaments.overview.withdrawn" defaultMessage="Withdrawn" />
                </Badge>
              ) : null}
              {entry.seed !== null ? (
                <Badge variant="neutral">
                  <FormattedMessage
                    id="tournaments.overview.seed"
                    defaultMessage="Seed {seed}"
                    values={{ seed: entry.seed }}
                  />
                </Badge>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
