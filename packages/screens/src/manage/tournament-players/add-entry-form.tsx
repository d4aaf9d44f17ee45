import { participantQueries, type EntryMemberInput, type TournamentDetail } from '@oche/api'
import { Button, toast } from '@oche/ui'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../accounts/parts/account-form/form-alert'
import { TextField } from '../../accounts/parts/account-form/text-field'
import { usePlatform } from '../../app/platform/platform-context'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { MemberPicker, type PickedMember } from '../parts/member-picker'
import type { EntryMutations } from './use-entry-mutations'

type AddEntryValues = { members: (PickedMember | null)[]; nicknames: string[] }

const memberInput = (member: PickedMember, nickname: string): EntryMemberInput =>
  member.kind === 'participant'
    ? { participant_id: member.participant.id }
    : { name: member.name, ...(nickname.trim() ? { nickname: nickname.trim() } : {}) }

export type AddEntryFormProps = {
  detail: TournamentDetail
  mutations: EntryMutations
}

/**
 * Enters a player (or a pair): someone from the participant list, found by typing, or a new guest, who is added
 * to the list too. The pickers empty once the entry is made, ready for the next.
 */
export function AddEntryForm({ detail, mutations }: AddEntryFormProps) {
  const intl = useIntl()
  const { api } = usePlatform()
  const participants = useQuery(participantQueries.list(api))
  const isPairs = detail.tournament.type === 'pairs'
  const slots = isPairs ? [0, 1] : [0]
  const emptyValues: AddEntryValues = { members: slots.map(() => null), nicknames: slots.map(() => '') }
  const form = useForm<AddEntryValues>({ defaultValues: emptyValues })
  // A new key empties the pickers' typed text after an entry is made.
  const [round, setRound] = useState(0)
  const enteredIds = new Set(detail.entries.flatMap((entry) => entry.members.map((member) => member.participant_id)))
  const members = useWatch({ control: form.control, name: 'members' })
  const { errors, isSubmitting } = form.formState

  const handleSubmit = form.handleSubmit(async ({ members: picked, nicknames }) => {
    const chosen = picked.filter((member): member is PickedMember => member !== null)
    const names = chosen.map((member) => (member.kind === 'guest' ? member.name : member.participant.name))
    if (new Set(names.map((name) => name.toLocaleLowerCase())).size < names.length) {
      form.setError('root.server', {
        message: intl.formatMessage({
          id: 'manage.addEntry.samePlayer',
          defaultMessage: 'Choose two different players.',
        }),
      })
      return
    }
    try {
      const entry = await mutations.create.mutateAsync({
        members: chosen.map((member, index) => memberInput(member, nicknames[index] ?? '')),
      })
      form.reset(emptyValues)
      setRound((count) => count + 1)
      toast.success(
        intl.formatMessage({ id: 'manage.addEntry.added', defaultMessage: '{name} is entered' }, { name: entry.name }),
      )
    } catch (caught) {
      showServerErrors(caught, { anchors: new Set(), setError: form.setError, intl })
    }
  })

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-4">
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {slots.map((slot) => (
          <div key={`${round}-${slot}`} className="flex flex-col gap-3">
            <Controller
              control={form.control}
              name={`members.${slot}`}
              rules={{
                validate: (member) =>
                  member !== null ||
                  intl.formatMessage({
                    id: 'manage.addEntry.chooseMember',
                    defaultMessage: 'Choose a player from the list, or type the name of a new guest.',
                  }),
              }}
              render={({ field, fieldState }) => (
                <MemberPicker
                  ref={field.ref}
                  label={
                    isPairs ? (
                      <FormattedMessage
                        id="manage.addEntry.pairMember"
                        defaultMessage="Player {number}"
                        values={{ number: slot + 1 }}
                      />
                    ) : (
                      <FormattedMessage id="manage.addEntry.player" defaultMessage="Player" />
                    )
                  }
                  description={
                    <FormattedMessage
                      id="manage.addEntry.playerHelp"
                      defaultMessage="Type to search your participant list, or type a new name to add a guest."
                    />
                  }
                  participants={participants.data ?? []}
                  enteredIds={enteredIds}
                  value={field.value ?? null}
                  onValueChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            {members[slot]?.kind === 'guest' ? (
              <TextField
                label={
                  <FormattedMessage
                    id="manage.addEntry.nickname"
                    defaultMessage="Nickname of {name} (optional)"
                    values={{ name: members[slot].name }}
                  />
                }
                {...form.register(`nicknames.${slot}`)}
              />
            ) : null}
          </div>
        ))}
      </div>
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isPairs ? (
          <FormattedMessage id="manage.addEntry.submitPair" defaultMessage="Enter the pair" />
        ) : (
          <FormattedMessage id="manage.addEntry.submit" defaultMessage="Enter the player" />
        )}
      </Button>
    </form>
  )
}
