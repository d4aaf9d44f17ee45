import { PageLayout } from '@oche/ui'
import { Archive, Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { PageState, PageStateLink } from '../../../app/page-states'
import { usePlatform } from '../../../app/platform/platform-context'
import { LoadErrorState, LoadingState } from '../../../manage/parts/screen-states/screen-states'
import { CompetitionForbiddenState, CompetitionNotFoundState } from '../../parts/competition-states'
import type { PageWaiting } from './page-status'

/** A way back from a page or a state: where, and its name. */
export type PageLink = { href: string; label: string }

export type TeamsPageProps = {
  title: string
  description?: ReactNode
  /** Buttons beside the title (for the users who may use them). */
  actions?: ReactNode
  back: PageLink
  contentWidth?: 'narrow' | 'default' | 'wide'
  /** The page's state: its content shows once `ready`. */
  state: PageWaiting | { status: 'ready' }
  loadingLabel: string
  errorTitle: ReactNode
  /** What a captain or player sees on a page not meant for them. */
  denied: ReactNode
  children: ReactNode
}

/**
 * The frame of a season's team pages: title, back link and actions, then the content once it is loaded, or what
 * stands in for it (loading, not found, no role in the organisation, not for this role, could not load).
 */
export function TeamsPage({
  title,
  description,
  actions,
  back,
  contentWidth = 'default',
  state,
  loadingLabel,
  errorTitle,
  denied,
  children,
}: TeamsPageProps) {
  const { Link } = usePlatform()
  return (
    <main>
      <PageLayout
        contentWidth={contentWidth}
        title={title}
        description={description}
        actions={state.status === 'ready' ? actions : undefined}
        backHref={back.href}
        backLabel={back.label}
        renderLink={({ href, children: linkChildren, ...props }) => (
          <Link href={href} {...props}>
            {linkChildren}
          </Link>
        )}
      >
        {state.status === 'ready' ? (
          children
        ) : state.status === 'notFound' ? (
          <CompetitionNotFoundState />
        ) : state.status === 'forbidden' ? (
          <CompetitionForbiddenState />
        ) : state.status === 'denied' ? (
          denied
        ) : state.status === 'error' ? (
          <LoadErrorState title={errorTitle} onRetry={state.retry} />
        ) : (
          <LoadingState label={loadingLabel} />
        )}
      </PageLayout>
    </main>
  )
}

/** A captain or player on a page only others may use: who may, and the way back. */
export function TeamsDeniedState({ title, body, back }: { title: ReactNode; body: ReactNode; back: PageLink }) {
  return (
    <PageState
      className="w-full"
      icon={<Lock />}
      title={title}
      description={body}
      actions={
        <PageStateLink variant="outline" href={back.href}>
          {back.label}
        </PageStateLink>
      }
    />
  )
}

/** The season is archived: its teams change no more. */
export function SeasonArchivedState({ back }: { back: PageLink }) {
  return (
    <PageState
      className="w-full"
      icon={<Archive />}
      title={<FormattedMessage id="competition.teams.archivedTitle" defaultMessage="This season is archived" />}
      description={
        <FormattedMessage
          id="competition.teams.archivedBody"
          defaultMessage="Its teams stay readable but change no more. An admin can take the season out of the archive on its settings page."
        />
      }
      actions={
        <PageStateLink variant="outline" href={back.href}>
          {back.label}
        </PageStateLink>
      }
    />
  )
}
