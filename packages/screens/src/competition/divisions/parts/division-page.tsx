import { PageLayout, type PageLayoutProps } from '@oche/ui'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { LoadErrorState, LoadingState } from '../../../manage/parts/screen-states/screen-states'
import { CompetitionForbiddenState, CompetitionNotFoundState } from '../../parts/competition-states'
import { divisionMessages } from './division-messages'
import { DivisionNotFoundState, DivisionsAdminOnlyState } from './division-states'
import type { DivisionPaths } from './use-division-paths'
import type { DivisionPageBlocked } from './use-division-scope'

export type DivisionPageProps = Pick<
  PageLayoutProps,
  'title' | 'description' | 'actions' | 'backHref' | 'backLabel' | 'contentWidth'
> & {
  /** Why the page shows no content yet, or `ready`. */
  state: DivisionPageBlocked | { status: 'ready' }
  paths: DivisionPaths
  /** Announced while the page loads ("Loading the divisions"). */
  loadingLabel: string
  /** The heading when the page could not be loaded. */
  errorTitle: ReactNode
  /** The page's content, shown once it is ready. */
  children: ReactNode
}

function Blocked({ state, paths, loadingLabel, errorTitle }: Omit<DivisionPageProps, 'children'>) {
  switch (state.status) {
    case 'ready':
      return null
    case 'loading':
      return <LoadingState label={loadingLabel} />
    case 'notFound':
      return state.what === 'division' ? (
        <DivisionNotFoundState listHref={paths.list()} />
      ) : (
        <CompetitionNotFoundState />
      )
    case 'forbidden':
      return state.reason === 'notAdmin' ? (
        <DivisionsAdminOnlyState seasonHref={paths.season()} />
      ) : (
        <CompetitionForbiddenState />
      )
    case 'error':
      return <LoadErrorState title={errorTitle} onRetry={state.retry} />
    default:
      return state satisfies never
  }
}

/**
 * The frame of every division page: its header, and either its content or what stands in for it (loading, not
 * found, forbidden, the load error).
 */
export function DivisionPage({ state, children, paths, loadingLabel, errorTitle, ...layout }: DivisionPageProps) {
  const { Link } = usePlatform()
  return (
    <main>
      <PageLayout
        {...layout}
        renderLink={({ href, children: label, ...props }) => (
          <Link href={href} {...props}>
            {label}
          </Link>
        )}
      >
        {state.status === 'ready' ? (
          children
        ) : (
          <Blocked state={state} paths={paths} loadingLabel={loadingLabel} errorTitle={errorTitle} />
        )}
      </PageLayout>
    </main>
  )
}

export type DivisionSubPageProps = Omit<DivisionPageProps, 'backHref' | 'backLabel' | 'loadingLabel' | 'errorTitle'> & {
  /** The division's slug as in the path: the way back leads to its page. */
  division: string
  /** Its name once loaded, for the way back. */
  divisionName: string | undefined
}

/** The frame of a page under one division (edit, teams, fixture list): back to the division, loading it. */
export function DivisionSubPage({ division, divisionName, ...props }: DivisionSubPageProps) {
  const intl = useIntl()
  return (
    <DivisionPage
      {...props}
      backHref={props.paths.division(division)}
      backLabel={divisionName ?? intl.formatMessage(divisionMessages.division)}
      loadingLabel={intl.formatMessage(divisionMessages.loadingDivision)}
      errorTitle={<FormattedMessage {...divisionMessages.divisionLoadError} />}
    />
  )
}
