import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { SiteNewsForm } from './site-news-form'
import { siteNewsFormValues, toSiteNewsInput } from './site-news-form-values'
import { useSiteNewsPaths } from './site-news-paths'
import { useCreateSiteNews, useSiteNewsCreate } from './use-site-news'

export type SiteNewsCreateScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
}

/** `/competition/{org_slug}/season/{season_slug}/site/news/create` (the organisation's admins): a new article. */
export function SiteNewsCreateScreen({ org, season }: SiteNewsCreateScreenProps) {
  const intl = useIntl()
  const page = useSiteNewsCreate(org, season)
  const paths = useSiteNewsPaths({ org, season })
  const create = useCreateSiteNews({ org, season })
  const [defaultValues] = useState(() => siteNewsFormValues(null))
  return (
    <AdminPageFrame
      contentWidth="narrow"
      title={intl.formatMessage({ id: 'competition.siteNewsForm.createTitle', defaultMessage: 'New article' })}
      description={page.status === 'ready' ? page.organisation.name : undefined}
      backHref={paths.list()}
      backLabel={intl.formatMessage({ id: 'competition.siteNews.backToList', defaultMessage: 'News' })}
    >
      <AdminPageBody
        data={page}
        org={org}
        season={season}
        loadingLabel={intl.formatMessage({
          id: 'competition.siteNewsForm.loadingOrganisation',
          defaultMessage: 'Loading the organisation',
        })}
        errorTitle={
          <FormattedMessage
            id="competition.siteNewsForm.organisationErrorTitle"
            defaultMessage="The organisation could not be loaded"
          />
        }
      >
        {({ organisation }) => (
          <SiteNewsForm
            org={org}
            domain={organisation.domains[0] ?? null}
            defaultValues={defaultValues}
            cancelHref={paths.list()}
            submitLabel={
              <FormattedMessage id="competition.siteNewsForm.createSubmit" defaultMessage="Save the article" />
            }
            onSubmit={(values) => create.mutateAsync(toSiteNewsInput(values))}
          />
        )}
      </AdminPageBody>
    </AdminPageFrame>
  )
}
