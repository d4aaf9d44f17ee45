import type { AdminOrganisation } from '@oche/api'
import { localeInfo } from '@oche/i18n'
import type { ReactNode } from 'react'
import { FormattedDate, FormattedMessage } from 'react-intl'
import { FormSection } from '../../../manage/parts/form-fields/form-section'

function Detail({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  )
}

function None({ children }: { children: ReactNode }) {
  return <span className="text-muted-foreground">{children}</span>
}

/** What the organisation is set up as: its slug, look, language, domains, seasons and when it was added. */
export function OrganisationDetails({ organisation }: { organisation: AdminOrganisation }) {
  const language = localeInfo[organisation.default_language]
  return (
    <FormSection title={<FormattedMessage id="competition.adminOrganisation.detailsTitle" defaultMessage="Details" />}>
      <dl className="flex flex-col gap-4">
        <Detail term={<FormattedMessage id="competition.adminOrganisation.slug" defaultMessage="Slug" />}>
          <span className="font-mono">{organisation.slug}</span>
        </Detail>
        <Detail
          term={<FormattedMessage id="competition.adminOrganisation.language" defaultMessage="Default language" />}
        >
          <span lang={language.tag}>{language.name}</span>
        </Detail>
        <Detail term={<FormattedMessage id="competition.adminOrganisation.colour" defaultMessage="Main colour" />}>
          {organisation.primary_colour ? (
            <span className="inline-flex items-center gap-2">
              <span
                aria-hidden
                className="inline-block size-5 rounded-sm ring-1 ring-border"
                style={{ backgroundColor: organisation.primary_colour }}
              />
              <span className="font-mono">{organisation.primary_colour}</span>
            </span>
          ) : (
            <None>
              <FormattedMessage id="competition.adminOrganisation.noColour" defaultMessage="Oche’s own colours" />
            </None>
          )}
        </Detail>
        <Detail term={<FormattedMessage id="competition.adminOrganisation.logo" defaultMessage="Logo" />}>
          {organisation.logo_url ? (
            <a
              href={organisation.logo_url}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all text-primary underline underline-offset-4"
            >
              {organisation.logo_url}
            </a>
          ) : (
            <None>
              <FormattedMessage id="competition.adminOrganisation.noLogo" defaultMessage="No logo" />
            </None>
          )}
        </Detail>
        <Detail term={<FormattedMessage id="competition.adminOrganisation.domains" defaultMessage="Domains" />}>
          {organisation.domains.length > 0 ? (
            <ul className="flex flex-col gap-1 font-mono">
              {organisation.domains.map((domain) => (
                <li key={domain}>{domain}</li>
              ))}
            </ul>
          ) : (
            <None>
              <FormattedMessage
                id="competition.adminOrganisation.noDomains"
                defaultMessage="None: the league pages are on Oche only"
              />
            </None>
          )}
        </Detail>
        <Detail term={<FormattedMessage id="competition.adminOrganisation.seasons" defaultMessage="Seasons" />}>
          <FormattedMessage
            id="competition.adminOrganisation.seasonsValue"
            defaultMessage="{count, plural, =0 {None yet} one {#} other {#}}{current, select, none {} other {, current: {current}}}"
            values={{ count: organisation.seasons_count, current: organisation.current_season?.name ?? 'none' }}
          />
        </Detail>
        <Detail term={<FormattedMessage id="competition.adminOrganisation.created" defaultMessage="Created" />}>
          <FormattedDate value={organisation.created_at} dateStyle="medium" />
        </Detail>
        <Detail term={<FormattedMessage id="competition.adminOrganisation.updated" defaultMessage="Last changed" />}>
          <FormattedDate value={organisation.updated_at} dateStyle="medium" timeStyle="short" />
        </Detail>
      </dl>
    </FormSection>
  )
}
