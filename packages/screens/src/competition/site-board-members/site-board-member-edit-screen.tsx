import type { SiteBoardMember } from '@oche/api'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { commonMessages } from '../../app/common-messages/common-messages'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { ItemNotFoundState } from '../parts/item-not-found'
import { SiteBoardMemberForm } from './site-board-member-form'
import { siteBoardMemberFormValues, toSiteBoardMemberInput } from './site-board-member-form-values'
import { siteBoardMemberNotFound } from './site-board-member-not-found'
import { useSiteBoardMemberPaths, type SiteBoardMemberPageRef } from './site-board-member-paths'
import { useSiteBoardMemberFormPage, useUpdateSiteBoardMember } from './use-site-board-members'

export type SiteBoardMemberEditScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
  /** The board member's id. */
  id: string
}

function SiteBoardMemberEditor({ member, pageRef }: { member: SiteBoardMember; pageRef: SiteBoardMemberPageRef }) {
  const paths = useSiteBoardMemberPaths(pageRef)
  const update = useUpdateSiteBoardMember(pageRef, member.id)
  // The form starts again from the saved member when it changes (saved by another admin), not while typing.
  const defaultValues = useMemo(() => siteBoardMemberFormValues(member), [member])
  return (
    <SiteBoardMemberForm
      key={JSON.stringify(defaultValues)}
      org={pageRef.org}
      defaultValues={defaultValues}
      cancelHref={paths.list()}
      submitLabel={<FormattedMessage {...commonMessages.save} />}
      onSubmit={(values) => update.mutateAsync(toSiteBoardMemberInput(values))}
    />
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/site/board-members/{id}/edit` (the organisation's admins): a board
 * member's name, role, photo and contact details, and whether the public site shows them.
 */
export function SiteBoardMemberEditScreen({ org, season, id }: SiteBoardMemberEditScreenProps) {
  const intl = useIntl()
  const pageRef = { org, season }
  const page = useSiteBoardMemberFormPage(org, season, id)
  const paths = useSiteBoardMemberPaths(pageRef)
  const member = page.status === 'ready' ? page.member : null
  return (
    <AdminPageFrame
      contentWidth="narrow"
      title={
        member
          ? intl.formatMessage(
              { id: 'competition.siteBoardMemberForm.editTitle', defaultMessage: 'Edit {name}' },
              { name: member.name },
            )
          : intl.formatMessage({
              id: 'competition.siteBoardMemberForm.editTitleLoading',
              defaultMessage: 'Edit board member',
            })
      }
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
          id: 'competition.siteBoardMemberForm.loadingMember',
          defaultMessage: 'Loading the board member',
        })}
        errorTitle={
          <FormattedMessage
            id="competition.siteBoardMemberForm.memberErrorTitle"
            defaultMessage="The board member could not be loaded"
          />
        }
        itemNotFound={<ItemNotFoundState messages={siteBoardMemberNotFound} listHref={paths.list()} />}
      >
        {({ member: saved }) => (saved ? <SiteBoardMemberEditor member={saved} pageRef={pageRef} /> : null)}
      </AdminPageBody>
    </AdminPageFrame>
  )
}
