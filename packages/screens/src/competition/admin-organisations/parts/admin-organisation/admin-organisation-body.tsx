import type { AdminOrganisation } from '@oche/api'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { LoadErrorState, LoadingState } from '../../../../manage/parts/screen-states/screen-states'
import { AdminForbiddenState, AdminOrganisationNotFoundState } from './admin-organisation-states'
import type { AdminOrganisationPage } from './use-admin-organisation'

export type AdminOrganisationBodyProps = {
  page: AdminOrganisationPage
  /** The page's content once the organisation is loaded. */
  children: (organisation: AdminOrganisation) => ReactNode
}

/** An organisation page's states: loading, not found, not a super admin, failed (with a retry), and its content. */
export function AdminOrganisationBody({ page, children }: AdminOrganisationBodyProps) {
  const intl = useIntl()
  switch (page.status) {
    case 'loading':
      return (
        <LoadingState
          label={intl.formatMessage({
            id: 'competition.adminOrganisations.loadingOne',
            defaultMessage: 'Loading the organisation',
          })}
        />
      )
    case 'notFound':
      return <AdminOrganisationNotFoundState />
    case 'forbidden':
      return <AdminForbiddenState />
    case 'error':
      return (
        <LoadErrorState
          title={
            <FormattedMessage
              id="competition.adminOrganisations.errorOne"
              defaultMessage="The organisation could not be loaded"
            />
          }
          onRetry={page.retry}
        />
      )
    case 'ready':
      return children(page.organisation)
    default:
      return page satisfies never
  }
}
