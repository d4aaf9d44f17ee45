import { localizedPath } from '@oche/i18n'
import { ShieldAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { PageState, PageStateLink } from '../../../app/page-states'
import { LoadErrorState, LoadingState } from '../../../manage/parts/screen-states/screen-states'
import { routePath } from '../../../routing/route-path'
import { CompetitionForbiddenState, CompetitionNotFoundState } from '../competition-states'
import type { AdminPageData } from './admin-page-data'

/** A captain or player of the organisation on a page only its admins use: what they may not do, and a way back. */
export function AdminOnlyState({ org, season }: { org: string; season: string }) {
  const locale = useLocale()
  return (
    <PageState
      className="w-full"
      icon={<ShieldAlert />}
      title={<FormattedMessage id="competition.adminOnly.title" defaultMessage="Only the organisation’s admins" />}
      description={
        <FormattedMessage
          id="competition.adminOnly.body"
          defaultMessage="This page is for the admins of the organisation. Ask one of them if something here needs changing."
        />
      }
      actions={
        <PageStateLink
          variant="outline"
          href={localizedPath(
            routePath('competition-org_slug-season-season_slug', { org_slug: org, season_slug: season }),
            locale,
          )}
        >
          <FormattedMessage id="competition.adminOnly.toSeason" defaultMessage="Go to the season" />
        </PageStateLink>
      }
    />
  )
}

export type AdminPageBodyProps<T> = {
  data: AdminPageData<T>
  /** The path's organisation and season, for the way back from the forbidden state. */
  org: string
  season: string
  /** Tells screen readers what is loading. */
  loadingLabel: string
  /** Says what could not be loaded. */
  errorTitle: ReactNode
  /** The state for a missing subject of the page (`item`: a venue), instead of the organisation's or season's. */
  itemNotFound?: ReactNode
  children: (ready: T) => ReactNode
}

/** The body of an organisation's admin-only page: its content once ready, or the state that stands in for it. */
export function AdminPageBody<T>({
  data,
  org,
  season,
  loadingLabel,
  errorTitle,
  itemNotFound,
  children,
}: AdminPageBodyProps<T>) {
  switch (data.status) {
    case 'loading':
      return <LoadingState label={loadingLabel} />
    case 'notFound':
      return data.subject === 'item' && itemNotFound ? itemNotFound : <CompetitionNotFoundState />
    case 'forbidden':
      return data.reason === 'notAdmin' ? <AdminOnlyState org={org} season={season} /> : <CompetitionForbiddenState />
    case 'error':
      return <LoadErrorState title={errorTitle} onRetry={data.retry} />
    case 'ready':
      return children(data)
    default:
      return data satisfies never
  }
}
