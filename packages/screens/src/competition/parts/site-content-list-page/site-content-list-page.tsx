import type { Organisation, Season } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { routePath } from '../../../routing/route-path'
import { AdminPageBody, AdminPageFrame, type AdminPageData } from '../admin-page'
import { NewItemLink } from '../ordered-list'
import { SiteContentNav, type SiteContentSection } from '../site-content-nav'

export type SiteContentListPageProps<T extends { organisation: Organisation; season: Season }> = {
  /** The path's organisation and season. */
  org: string
  season: string
  /** Which of the public site's admin pages this is, marked in their navigation. */
  section: SiteContentSection
  title: string
  data: AdminPageData<T>
  /** The header's link to a new item, once the list has some (`hasItems`); an empty list's state has its own. */
  newItem: { href: string; label: ReactNode }
  hasItems: (ready: T) => boolean
  /** Tells screen readers what is loading. */
  loadingLabel: string
  /** Says what could not be loaded. */
  errorTitle: ReactNode
  children: (ready: T) => ReactNode
}

/**
 * The frame of the public site's admin lists (news, documents, board members): title, the organisation, "New …",
 * the way back to the season, the site's admin pages, and the list or the state that stands in for it.
 */
export function SiteContentListPage<T extends { organisation: Organisation; season: Season }>({
  org,
  season,
  section,
  title,
  data,
  newItem,
  hasItems,
  loadingLabel,
  errorTitle,
  children,
}: SiteContentListPageProps<T>) {
  const intl = useIntl()
  const locale = useLocale()
  const ready = data.status === 'ready' ? data : null
  return (
    <AdminPageFrame
      title={title}
      description={ready?.organisation.name}
      actions={ready && hasItems(ready) ? <NewItemLink href={newItem.href}>{newItem.label}</NewItemLink> : undefined}
      backHref={localizedPath(
        routePath('competition-org_slug-season-season_slug', { org_slug: org, season_slug: season }),
        locale,
      )}
      backLabel={
        ready
          ? intl.formatMessage(
              { id: 'competition.siteContent.backToSeason', defaultMessage: 'Season {season}' },
              { season: ready.season.name },
            )
          : intl.formatMessage({ id: 'competition.siteContent.backToSeasonLoading', defaultMessage: 'Season' })
      }
    >
      {ready ? <SiteContentNav org={org} season={season} current={section} className="mb-6" /> : null}
      <AdminPageBody data={data} org={org} season={season} loadingLabel={loadingLabel} errorTitle={errorTitle}>
        {children}
      </AdminPageBody>
    </AdminPageFrame>
  )
}
