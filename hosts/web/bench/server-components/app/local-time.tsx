'use client'
/**
 * Measures the smallest client island: a time in the reader's zone without react-intl. Its format is the screens'
 * `longDateTime` (`app/format/long-date-time.ts`), written out: the bench copies this app elsewhere, so it imports
 * nothing from the screens' source by path.
 */
import { useSyncExternalStore } from 'react'

const never = () => () => {}
const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

export type LocalTimeProps = { at: string; locale: string }

/** A time in the reader's zone: UTC (named) on the server and while hydrating, then the reader's own. */
export function LocalTime({ at, locale }: LocalTimeProps) {
  const zone = useSyncExternalStore(never, readerZone, () => 'UTC')
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: zone,
  })
  return <time dateTime={at}>{format.format(new Date(at))}</time>
}

/** The list view's start (`Start` of `TournamentListView`): the time in the reader's zone, in English. */
export function StartTime({ startsAt }: { startsAt: string }) {
  return <LocalTime at={startsAt} locale="en" />
}
