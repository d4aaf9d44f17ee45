import type { CompetitionSiteContext } from '@oche/api'
import { Button, PageLayout, Skeleton } from '@oche/ui'
import { SearchX, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { useLocale } from '../../../app/language/use-locale'
import { PageLoading, PageState, PageStateLink } from '../../../app/page-states'
import { usePlatform } from '../../../app/platform/platform-context'
import { ColourModeMenu, LanguageMenu } from '../../../app/shell/preference-menus'
import { failedStatus } from '../../../competition/parts/competition-states'
import { siteHomePath } from '../site-paths'
import { useSiteContext, useSiteRef } from '../use-site'
import { SiteHeader } from './site-header'
import { useSiteUpdates } from './site-live'
import { SiteNotFoundContext } from './site-location'
import { SiteTimeZone } from './site-time-zone'

export type SiteFrameProps = {
  /** The `{season}` of the path; undefined on the current season's pages. */
  season: string | undefined
  /** The page's `h1`. */
  title: ReactNode
  /** A line under the title. */
  description?: ReactNode
  /** The page's content, shown once the site's context is loaded. */
  children: ReactNode
  /** What the page is about is not there (the site's 404): no entry of the menu is current. */
  isNotFound?: boolean
}

/** "Powered by Oche", linking to the app where the host knows its address. */
function SiteFooter() {
  const { config } = usePlatform()
  const oche = (
    <FormattedMessage id="competitionSite.footer.oche" defaultMessage="Oche" description="The product's name" />
  )
  return (
    <footer data-slot="site-footer" className="mt-auto border-t bg-surface print:hidden">
      <div className="mx-auto flex max-w-7xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
        <p>
          <FormattedMessage
            id="competitionSite.footer.poweredBy"
            defaultMessage="Powered by {oche}"
            values={{
              oche: config.appUrl ? (
                <a
                  href={config.appUrl}
                  className="inline-flex min-h-11 items-center font-medium text-foreground underline-offset-4 hover:underline"
                >
                  {oche}
                </a>
              ) : (
                <span className="font-medium text-foreground">{oche}</span>
              ),
            }}
          />
        </p>
      </div>
    </footer>
  )
}

/** The menu row without a site to show: the language and colour mode still work. */
function BareHeader() {
  return (
    <header data-slot="site-header" className="border-b bg-surface">
      <div className="mx-auto flex min-h-14 max-w-7xl items-center justify-end gap-0.5 px-2 sm:px-4">
        <LanguageMenu />
        <ColourModeMenu />
      </div>
    </header>
  )
}

/** The site itself failed: not there (no league on this address, or no such season) or not reachable. */
function ContextFailed({
  season,
  error,
  onRetry,
}: {
  season: string | undefined
  error: unknown
  onRetry: () => void
}) {
  const locale = useLocale()
  const isMissing = failedStatus(error) === 404
  return (
    <>
      <BareHeader />
      <main className="mx-auto flex w-full max-w-7xl flex-1 items-center px-4 py-10 sm:px-6">
        {!isMissing ? (
          <PageState
            role="alert"
            headingLevel="h1"
            className="w-full"
            icon={<TriangleAlert />}
            title={
              <FormattedMessage
                id="competitionSite.frame.errorTitle"
                defaultMessage="The league’s website could not be loaded"
              />
            }
            description={<FormattedMessage {...commonMessages.unreachable} />}
            actions={
              <Button onClick={onRetry}>
                <FormattedMessage {...commonMessages.tryAgain} />
              </Button>
            }
          />
        ) : season ? (
          <PageState
            headingLevel="h1"
            className="w-full"
            icon={<SearchX />}
            title={
              <FormattedMessage id="competitionSite.frame.noSeasonTitle" defaultMessage="This season cannot be found" />
            }
            description={
              <FormattedMessage
                id="competitionSite.frame.noSeasonBody"
                defaultMessage="The link may be mistyped, or the season was removed."
              />
            }
            actions={
              <PageStateLink href={siteHomePath(undefined, locale)}>
                <FormattedMessage
                  id="competitionSite.frame.toCurrentSeason"
                  defaultMessage="Go to the current season"
                />
              </PageStateLink>
            }
          />
        ) : (
          <PageState
            headingLevel="h1"
            className="w-full"
            icon={<SearchX />}
            title={<FormattedMessage id="competitionSite.frame.noSiteTitle" defaultMessage="No league website here" />}
            description={
              <FormattedMessage
                id="competitionSite.frame.noSiteBody"
                defaultMessage="This address is not the website of a league on Oche. Check the address, or ask the league for its website."
              />
            }
          />
        )}
      </main>
      <SiteFooter />
    </>
  )
}

function ContextLoading() {
  const intl = useIntl()
  return (
    <>
      <header data-slot="site-header" className="border-b bg-surface">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-4 sm:px-6">
          <Skeleton shape="block" className="size-10 sm:size-12" />
          <Skeleton className="h-6 w-48" />
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
        <PageLoading
          label={intl.formatMessage({
            id: 'competitionSite.frame.loading',
            defaultMessage: 'Loading the league’s website',
          })}
          className="gap-4"
        >
          <Skeleton shape="block" className="mt-2 h-48" />
        </PageLoading>
      </main>
      <SiteFooter />
    </>
  )
}

function ReadyFrame({
  context,
  season,
  title,
  description,
  children,
  isNotFound = false,
}: SiteFrameProps & { context: CompetitionSiteContext }) {
  return (
    <SiteTimeZone timeZone={context.time_zone}>
      <SiteNotFoundContext value={isNotFound}>
        <SiteHeader context={context} season={season} />
        <main className="flex-1" data-slot="site-main">
          <PageLayout contentWidth="wide" title={title} description={description}>
            {children}
          </PageLayout>
        </main>
        <SiteFooter />
      </SiteNotFoundContext>
    </SiteTimeZone>
  )
}

/**
 * A page of a league's own website (spec "competition layout"), in the league's name, logo and colour: the header
 * (menu, season, language, colour mode), a `main` landmark with the page's `h1` and content, and "Powered by Oche".
 * It loads the site's context itself (cached for every page) and stands in for the whole page while it loads, when
 * the address is no league's (or no such season) and when the site cannot be reached. Its dates and times are in
 * the site's time zone, and its league nights live: `league.updated` on the season's channel refetches what the
 * page shows (`useSiteUpdates`).
 */
export function SiteFrame({ season, title, description, children, isNotFound }: SiteFrameProps): ReactNode {
  const ref = useSiteRef(season)
  const context = useSiteContext(ref)
  useSiteUpdates(ref, context.data?.season?.id)
  if (context.data)
    return (
      <ReadyFrame
        context={context.data}
        season={season}
        title={title}
        description={description}
        isNotFound={isNotFound}
      >
        {children}
      </ReadyFrame>
    )
  if (context.error)
    return <ContextFailed season={season} error={context.error} onRetry={() => void context.refetch()} />
  return <ContextLoading />
}
