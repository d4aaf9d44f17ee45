import type { Participant } from '@oche/api'
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@oche/ui'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { FormAlert } from '../../accounts/parts/account-form/form-alert'
import { RadioField } from '../parts/form-fields/radio-field'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { MemberPicker, type PickedMember } from '../parts/member-picker'
import type { ParticipantMutations } from './use-participants'
import { commonMessages } from '../../app/common-messages/common-messages'

export type MergeDialogProps = {
  /** The participant the merge was started from. */
  participant: Participant
  participants: readonly Participant[]
  mutations: ParticipantMutations
  onClose: () => void
}

type MergeValues = { other: PickedMember | null; keep: 'this' | 'other' }

function describe(intl: IntlShape, participant: Participant): string {
  return intl.formatMessage(
    {
      id: 'manage.merge.facts',
      defaultMessage:
        '{tournaments, plural, =0 {no tournaments} one {# tournament} other {# tournaments}}{account, select, none {, guest} other {, account of {account}}}',
    },
    { tournaments: participant.tournaments_count, account: participant.user?.name ?? 'none' },
  )
}

/**
 * Merges two entries of the participant list that are the same player: the organiser picks the other one and
 * which of the two to keep; the other's entries move to it and it leaves the list.
 */
export function MergeDialog({ participant, participants, mutations, onClose }: MergeDialogProps) {
  const intl = useIntl()
  const form = useForm<MergeValues>({ defaultValues: { other: null, keep: 'this' } })
  const other = useWatch({ control: form.control, name: 'other' })
  const otherParticipant = other?.kind === 'participant' ? other.participant : null
  const { errors, isSubmitting } = form.formState

  const handleSubmit = form.handleSubmit(async ({ keep }) => {
    if (!otherParticipant) return
    const [kept, duplicate] = keep === 'this' ? [participant, otherParticipant] : [otherParticipant, participant]
    try {
      await mutations.merge.mutateAsync({ id: duplicate.id, input: { into_id: kept.id } })
      toast.success(
        intl.formatMessage(
          { id: 'manage.merge.done', defaultMessage: '{duplicate} is merged into {kept}' },
          { duplicate: duplicate.name, kept: kept.name },
        ),
      )
      onClose()
    } catch (caught) {
      showServerErrors(caught, { anchors: new Set(), setError: form.setError, intl })
    }
  })

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg" closeLabel={intl.formatMessage(commonMessages.close)}>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage
              id="manage.merge.title"
              defaultMessage="Merge {name} with a duplicate"
              values={{ name: participant.name }}
            />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="manage.merge.help"
              defaultMessage="Use this when one player is on your list twice, say once with a typo. The tournaments of the one you do not keep move to the one you keep, and it leaves your list. This cannot be undone."
            />
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-5">
          {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
          <Controller
            control={form.control}
            name="other"
            rules={{
              validate: (value) =>
                value?.kind === 'participant' ||
                intl.formatMessage({
                  id: 'manage.merge.chooseOther',
                  defaultMessage: 'Choose the duplicate from your list.',
                }),
            }}
            render={({ field, fieldState }) => (
              <MemberPicker
                ref={field.ref}
                allowsGuest={false}
                label={<FormattedMessage id="manage.merge.other" defaultMessage="The duplicate" />}
                participants={participants.filter((candidate) => candidate.id !== participant.id)}
                enteredIds={new Set()}
                value={field.value}
                onValueChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          {otherParticipant ? (
            <Controller
              control={form.control}
              name="keep"
              render={({ field }) => (
                <RadioField
                  ref={field.ref}
                  legend={<FormattedMessage id="manage.merge.keep" defaultMessage="Which one to keep" />}
                  description={
                    <FormattedMessage
                      id="manage.merge.keepHelp"
                      defaultMessage="Keep the one with the right name, or the one linked to the player’s account."
                    />
                  }
                  value={field.value}
                  onValueChange={field.onChange}
                  options={[
                    { value: 'this', label: participant.name, description: describe(intl, participant) },
                    { value: 'other', label: otherParticipant.name, description: describe(intl, otherParticipant) },
                  ]}
                />
              )}
            />
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <FormattedMessage {...commonMessages.cancel} />
            </Button>
            <Button type="submit" variant="danger" disabled={isSubmitting}>
              <FormattedMessage id="manage.merge.submit" defaultMessage="Merge" />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
