import { zodResolver } from '@hookform/resolvers/zod'
import { ParticipantInputSchema, type Participant, type ParticipantInput } from '@oche/api'
import { Button, toast } from '@oche/ui'
import { TriangleAlert } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { TextField } from '../../accounts/parts/account-form/text-field'
import { foldText } from '../parts/fold-text/fold-text'
import { FormDialog } from '../parts/form-dialog/form-dialog'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import type { ParticipantMutations } from './use-participants'
import { commonMessages } from '../../app/common-messages/common-messages'

export type ParticipantFormDialogProps = {
  /** The participant to edit, or null to add a new one. */
  participant: Participant | null
  /** The organiser's whole list: a name already on it is pointed out before a second player of that name is made. */
  participants: readonly Participant[]
  mutations: ParticipantMutations
  /** Opens someone already on the list instead (the participant of the name typed). */
  onEditInstead: (participant: Participant) => void
  onClose: () => void
}

const fields = new Set(['name', 'nickname'])

/** Someone else on the list of the same name, however it is written (case and accents aside). */
function namesake(participants: readonly Participant[], name: string, self: Participant | null) {
  const folded = foldText(name.trim())
  if (!folded) return undefined
  return participants.find((other) => other.id !== self?.id && foldText(other.name) === folded)
}

/**
 * Adds a participant (a guest) to the list, or changes one's name and nickname. A name someone on the list already
 * has is pointed out, with a way to open them instead: two players of the same name stay possible.
 */
export function ParticipantFormDialog({
  participant,
  participants,
  mutations,
  onEditInstead,
  onClose,
}: ParticipantFormDialogProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const form = useForm<ParticipantInput>({
    resolver: zodResolver(ParticipantInputSchema, { error }),
    defaultValues: { name: participant?.name ?? '', nickname: participant?.nickname ?? '' },
  })
  const { errors } = form.formState
  const existing = namesake(participants, useWatch({ control: form.control, name: 'name' }) ?? '', participant)

  const save = async (values: ParticipantInput) => {
    const saved = participant
      ? await mutations.update.mutateAsync({ id: participant.id, input: values })
      : await mutations.create.mutateAsync(values)
    toast.success(
      participant
        ? intl.formatMessage(
            { id: 'manage.participants.saved', defaultMessage: '{name} is saved' },
            { name: saved.name },
          )
        : intl.formatMessage(
            { id: 'manage.participants.added', defaultMessage: '{name} is on your list' },
            { name: saved.name },
          ),
    )
    onClose()
  }

  return (
    <FormDialog
      title={
        participant ? (
          <FormattedMessage
            id="manage.participants.editTitle"
            defaultMessage="Edit {name}"
            values={{ name: participant.name }}
          />
        ) : (
          <FormattedMessage id="manage.participants.addTitle" defaultMessage="Add a participant" />
        )
      }
      description={
        <FormattedMessage
          id="manage.participants.formHelp"
          defaultMessage="The name is shown on brackets, boards and results; a change shows in every tournament they played."
        />
      }
      closeLabel={intl.formatMessage(commonMessages.close)}
      cancelLabel={<FormattedMessage {...commonMessages.cancel} />}
      submitLabel={
        participant ? (
          <FormattedMessage {...commonMessages.save} />
        ) : (
          <FormattedMessage id="manage.participants.add" defaultMessage="Add to the list" />
        )
      }
      form={form}
      fields={fields}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        label={<FormattedMessage id="manage.participants.name" defaultMessage="Name" />}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      {existing ? (
        <div
          role="status"
          data-slot="namesake"
          className="flex flex-col items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm"
        >
          <p className="flex items-start gap-2">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
            <FormattedMessage
              id="manage.participants.namesake"
              defaultMessage="{name} is already on your list. Saving makes a second player of that name."
              values={{ name: existing.name }}
            />
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => onEditInstead(existing)}>
            <FormattedMessage
              id="manage.participants.namesakeOpen"
              defaultMessage="Open {name} instead"
              values={{ name: existing.name }}
            />
          </Button>
        </div>
      ) : null}
      <TextField
        label={<FormattedMessage id="manage.participants.nickname" defaultMessage="Nickname (optional)" />}
        autoComplete="off"
        error={errors.nickname?.message}
        {...form.register('nickname')}
      />
    </FormDialog>
  )
}
