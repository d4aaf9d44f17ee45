import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { SiteBoardMemberForm } from './site-board-member-form'
import { siteBoardMemberFormValues, toSiteBoardMemberInput } from './site-board-member-form-values'
import { useSiteBoardMemberPaths } from './site-board-member-paths'
import { useCreateSiteBoardMember, useSiteBoardMemberFormPage } from './use-site-board-members'

export type SiteBoardMemberCreateScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
}

/**
 * `/competition/{org_slug}/season/{season_slug}/site/board-members/create` (the organisation's admins): a new member
 * of the league's board.
 */
export function SiteBoardMemberCreateScreen({ org, season }: SiteBoardMemberCreateScreenProps) {
  const intl = useIntl()
  const page = useSiteBoardMemberFormPage(org, season, null)
  const paths = useSiteBoardMemberPaths({ org, season })
  const create = useCreateSiteBoardMember({ org, season })
  const [defaultValues] = useState(() => siteBoardMemberFormValues(null))
  return (
    <AdminPageFrame
      contentWidth="narrow"
      title={intl.formatMessage({
        id: 'competition.siteBoardMemberForm.createTitle',
        defaultMessage: 'New board member',
      })}
      description={page.status === 'ready' ? page.organisation.name : undefined}
      backHref={paths.list()}
      backLabel={intl.formatMessage({
        id: 'competition.siteBoardMemberForm.backToList',
        defaultMessage: 'Board members',
      })}
    >
      <AdminPageBody
        data={page}
        org={org}
        season={season}
        loadingLabel={intl.formatMessage({
          id: 'competition.siteBoardMemberForm.loadingOrganisation',
          defaultMessage: 'Loading the organisation',
        })}
        errorTitle={
          <FormattedMessage
            id="competition.siteBoardMemberForm.organisationErrorTitle"
            defaultMessage="The organisation could not be loaded"
          />
        }
      >
        {() => (
          <SiteBoardMemberForm
            org={org}
            defaultValues={defaultValues}
            cancelHref={paths.list()}
            submitLabel={
              <FormattedMessage id="competition.siteBoardMemberForm.createSubmit" defaultMessage="Add to the board" />
            }
            onSubmit={(values) => create.mutateAsync(toSiteBoardMemberInput(values))}
          />
        )}
      </AdminPageBody>
    </AdminPageFrame>
  )
}
