import type { Participant } from '@oche/api'
import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  FormControl,
  FormField,
  FormLabel,
  Input,
} from '@oche/ui'
import { Search, SearchX, UserPlus, Users } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmActionDialog } from '../parts/confirm-action/confirm-action-dialog'
import { foldText } from '../parts/fold-text/fold-text'
import { ListPage } from '../parts/list-page/list-page'
import { LinkDialog } from './link-dialog'
import { MergeDialog } from './merge-dialog'
import { ParticipantFormDialog } from './participant-form-dialog'
import { ParticipantTable, type ParticipantAction } from './participant-table'
import { useParticipantList, useParticipantMutations, type ParticipantMutations } from './use-participants'
import { commonMessages } from '../../app/common-messages/common-messages'

export type ParticipantsScreenProps = Record<string, never>

type OpenDialog = { action: ParticipantAction | 'create'; participant: Participant | null } | null

function ParticipantList({
  participants,
  mutations,
}: {
  participants: Participant[]
  mutations: ParticipantMutations
}) {
  const intl = useIntl()
  const [search, setSearch] = useState('')
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const term = foldText(search.trim())
  const shown = participants.filter(
    (participant) => !term || foldText(`${participant.name}\n${participant.nickname}`).includes(term),
  )
  const close = () => setDialog(null)

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <FormField className="min-w-0 flex-1 sm:max-w-md">
          <FormLabel>
            <FormattedMessage id="manage.participants.search" defaultMessage="Search by name or nickname" />
          </FormLabel>
          <FormControl>
            <Input
              type="search"
              size="lg"
              startAdornment={<Search aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </FormControl>
        </FormField>
        <Button size="lg" onClick={() => setDialog({ action: 'create', participant: null })}>
          <UserPlus aria-hidden />
          <FormattedMessage id="manage.participants.addOpen" defaultMessage="Add a participant" />
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        <FormattedMessage
          id="manage.participants.count"
          defaultMessage="{shown, plural, one {# participant} other {# participants}} of {total}"
          values={{ shown: shown.length, total: participants.length }}
        />
      </p>
      {participants.length === 0 ? (
        <EmptyState>
          <EmptyStateIcon>
            <Users />
          </EmptyStateIcon>
          <EmptyStateTitle>
            <FormattedMessage id="manage.participants.emptyTitle" defaultMessage="Your participant list is empty" />
          </EmptyStateTitle>
          <EmptyStateDescription>
            <FormattedMessage
              id="manage.participants.emptyBody"
              defaultMessage="Players you enter in a tournament are added here, so you find them again next time."
            />
          </EmptyStateDescription>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>
          <EmptyStateIcon>
            <SearchX />
          </EmptyStateIcon>
          <EmptyStateTitle>
            <FormattedMessage id="manage.participants.noMatch" defaultMessage="Nobody on your list matches" />
          </EmptyStateTitle>
          <EmptyStateActions>
            <Button variant="outline" onClick={() => setSearch('')}>
              <FormattedMessage id="manage.participants.clearSearch" defaultMessage="Show everyone" />
            </Button>
          </EmptyStateActions>
        </EmptyState>
      ) : (
        <ParticipantTable participants={shown} onAction={(action, participant) => setDialog({ action, participant })} />
      )}

      {dialog?.action === 'create' || dialog?.action === 'edit' ? (
        <ParticipantFormDialog
          // A new dialog when it opens someone else instead, with their name and nickname.
          key={dialog.participant?.id ?? 'new'}
          participant={dialog.participant}
          participants={participants}
          mutations={mutations}
          onEditInstead={(existing) => setDialog({ action: 'edit', participant: existing })}
          onClose={close}
        />
      ) : null}
      {dialog?.action === 'merge' && dialog.participant ? (
        <MergeDialog
          participant={dialog.participant}
          participants={participants}
          mutations={mutations}
          onClose={close}
        />
      ) : null}
      {dialog?.action === 'link' && dialog.participant ? (
        <LinkDialog participant={dialog.participant} mutations={mutations} onClose={close} />
      ) : null}
      {dialog?.action === 'unlink' && dialog.participant ? (
        <ConfirmActionDialog
          title={intl.formatMessage(
            { id: 'manage.participants.unlinkTitle', defaultMessage: 'Unlink {name} from their account?' },
            { name: dialog.participant.name },
          )}
          description={intl.formatMessage({
            id: 'manage.participants.unlinkBody',
            defaultMessage: 'They stay on your list as a guest; their tournaments no longer show on their profile.',
          })}
          confirmLabel={intl.formatMessage({ id: 'manage.participants.unlinkConfirm', defaultMessage: 'Unlink' })}
          cancelLabel={intl.formatMessage(commonMessages.cancel)}
          action={() => mutations.unlink.mutateAsync(dialog.participant?.id ?? '')}
          successMessage={(participant) =>
            intl.formatMessage(
              { id: 'manage.participants.unlinked', defaultMessage: '{name} is a guest again' },
              { name: participant.name },
            )
          }
          onClose={close}
        />
      ) : null}
      {dialog?.action === 'withdraw' && dialog.participant ? (
        <ConfirmActionDialog
          title={intl.formatMessage(
            { id: 'manage.participants.withdrawTitle', defaultMessage: 'Withdraw the invitation for {name}?' },
            { name: dialog.participant.name },
          )}
          description={intl.formatMessage({
            id: 'manage.participants.withdrawBody',
            defaultMessage: 'The invitation can no longer be accepted; they stay on your list as a guest.',
          })}
          confirmLabel={intl.formatMessage({ id: 'manage.participants.withdrawConfirm', defaultMessage: 'Withdraw' })}
          cancelLabel={intl.formatMessage(commonMessages.cancel)}
          action={() => mutations.unlink.mutateAsync(dialog.participant?.id ?? '')}
          successMessage={(participant) =>
            intl.formatMessage(
              { id: 'manage.participants.withdrawn', defaultMessage: 'The invitation for {name} is withdrawn' },
              { name: participant.name },
            )
          }
          onClose={close}
        />
      ) : null}
      {dialog?.action === 'delete' && dialog.participant ? (
        <ConfirmActionDialog
          variant="danger"
          title={intl.formatMessage(
            { id: 'manage.participants.deleteTitle', defaultMessage: 'Delete {name} from your list?' },
            { name: dialog.participant.name },
          )}
          description={intl.formatMessage({
            id: 'manage.participants.deleteBody',
            defaultMessage: 'They have not played in any of your tournaments, so nothing else changes.',
          })}
          confirmLabel={intl.formatMessage({ id: 'manage.participants.deleteConfirm', defaultMessage: 'Delete' })}
          cancelLabel={intl.formatMessage(commonMessages.cancel)}
          action={() => mutations.remove.mutateAsync(dialog.participant?.id ?? '')}
          successMessage={() =>
            intl.formatMessage(
              { id: 'manage.participants.deleted', defaultMessage: '{name} is deleted from your list' },
              { name: dialog.participant?.name },
            )
          }
          onClose={close}
        />
      ) : null}
    </div>
  )
}

/** `/manage/participants` (signed in): the players and guests the organiser enters, to edit, merge and link. */
export function ParticipantsScreen() {
  const intl = useIntl()
  const list = useParticipantList()
  const mutations = useParticipantMutations()
  return (
    <ListPage
      title={intl.formatMessage({ id: 'manage.participants.title', defaultMessage: 'Participants' })}
      description={intl.formatMessage({
        id: 'manage.participants.description',
        defaultMessage: 'Everyone you have entered in a tournament, and guests you added yourself.',
      })}
      backLabel={intl.formatMessage({ id: 'manage.tournamentList.back', defaultMessage: 'Organiser home' })}
      query={list}
      errorTitle={
        <FormattedMessage
          id="manage.participants.errorTitle"
          defaultMessage="Your participant list could not be loaded"
        />
      }
      loadingLabel={intl.formatMessage({
        id: 'manage.participants.loading',
        defaultMessage: 'Loading your participants',
      })}
    >
      {(participants) => <ParticipantList participants={participants} mutations={mutations} />}
    </ListPage>
  )
}
