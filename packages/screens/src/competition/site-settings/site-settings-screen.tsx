import type { CompetitionSiteSettings, Organisation } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button } from '@oche/ui'
import { ExternalLink, Globe } from 'lucide-react'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { routePath } from '../../routing/route-path'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { SiteContentNav } from '../parts/site-content-nav'
import { SiteSettingsForm } from './site-settings-form'
import { siteSettingsValues, toSiteSettingsInput } from './site-settings-values'
import { useSaveSiteSettings, useSiteSettings } from './use-site-settings'

export type SiteSettingsScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
}

/** Opens the league's public site on its first saved domain, in a new tab beside the settings. */
function ViewSiteLink({ domains }: { domains: readonly string[] }) {
  const [first] = domains
  if (!first) return null
  return (
    <Button asChild variant="outline">
      <a href={`http://${first}`} target="_blank" rel="noreferrer">
        <ExternalLink aria-hidden />
        <FormattedMessage id="competition.siteSettings.viewSite" defaultMessage="View the public site" />
        <span className="sr-only">
          <FormattedMessage id="competition.siteSettings.newTab" defaultMessage="(opens in a new tab)" />
        </span>
      </a>
    </Button>
  )
}

/** Without a domain the league has no public site yet: what to do about it. */
function NoSiteYet() {
  return (
    <p className="flex items-start gap-2 rounded-md border bg-surface px-3 py-2 text-sm" data-slot="no-site">
      <Globe aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <FormattedMessage
        id="competition.siteSettings.noDomain"
        defaultMessage="The league has no public site yet: add a domain below and save to publish it."
      />
    </p>
  )
}

function SiteSettingsEditor({
  organisation,
  settings,
  cancelHref,
}: {
  organisation: Organisation
  settings: CompetitionSiteSettings
  cancelHref: string
}) {
  const save = useSaveSiteSettings(organisation.slug)
  // The form starts again from the saved settings once they are saved (or changed by another admin), not while typing.
  const defaultValues = useMemo(() => siteSettingsValues(settings), [settings])
  return (
    <div className="flex flex-col gap-6">
      {settings.domains.length === 0 ? <NoSiteYet /> : null}
      <SiteSettingsForm
        key={JSON.stringify(defaultValues)}
        name={settings.name}
        defaultValues={defaultValues}
        cancelHref={cancelHref}
        onSubmit={(values) => save.mutateAsync(toSiteSettingsInput(values))}
      />
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/site/settings` (the organisation's admins): the league's public site
 * on its own domain: its web addresses, logo and colour, default language, help text and the pages it shows.
 */
export function SiteSettingsScreen({ org, season }: SiteSettingsScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const page = useSiteSettings(org, season)
  const ready = page.status === 'ready' ? page : null
  const seasonHref = localizedPath(
    routePath('competition-org_slug-season-season_slug', { org_slug: org, season_slug: season }),
    locale,
  )
  return (
    <AdminPageFrame
      contentWidth="narrow"
      title={intl.formatMessage({ id: 'competition.siteSettings.title', defaultMessage: 'Public site' })}
      description={ready?.organisation.name}
      actions={ready ? <ViewSiteLink domains={ready.settings.domains} /> : undefined}
      backHref={seasonHref}
      backLabel={
        ready
          ? intl.formatMessage(
              { id: 'competition.siteSettings.back', defaultMessage: 'Season {season}' },
              { season: ready.season.name },
            )
          : intl.formatMessage({ id: 'competition.siteSettings.backLoading', defaultMessage: 'Season' })
      }
    >
      {ready ? <SiteContentNav org={org} season={season} current="settings" className="mb-6" /> : null}
      <AdminPageBody
        data={page}
        org={org}
        season={season}
        loadingLabel={intl.formatMessage({
          id: 'competition.siteSettings.loading',
          defaultMessage: 'Loading the public site’s settings',
        })}
        errorTitle={
          <FormattedMessage
            id="competition.siteSettings.errorTitle"
            defaultMessage="The public site’s settings could not be loaded"
          />
        }
      >
        {({ organisation, settings }) => (
          <SiteSettingsEditor organisation={organisation} settings={settings} cancelHref={seasonHref} />
        )}
      </AdminPageBody>
    </AdminPageFrame>
  )
}
