import { zodResolver } from '@hookform/resolvers/zod'
import { ParticipantInputSchema, type Participant, type ParticipantInput } from '@oche/api'
import { toast } from '@oche/ui'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { TextField } from '../../accounts/parts/account-form/text-field'
import { FormDialog } from '../parts/form-dialog/form-dialog'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import type { ParticipantMutations } from './use-participants'
import { commonMessages } from '../../app/common-messages/common-messages'

export type ParticipantFormDialogProps = {
  /** The participant to edit, or null to add a new one. */
  participant: Participant | null
  mutations: ParticipantMutations
  onClose: () => void
}

const fields = new Set(['name', 'nickname'])

/** Adds a participant (a guest) to the list, or changes one's name and nickname. */
export function ParticipantFormDialog({ participant, mutations, onClose }: ParticipantFormDialogProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const form = useForm<ParticipantInput>({
    resolver: zodResolver(ParticipantInputSchema, { error }),
    defaultValues: { name: participant?.name ?? '', nickname: participant?.nickname ?? '' },
  })
  const { errors } = form.formState

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
      <TextField
        label={<FormattedMessage id="manage.participants.nickname" defaultMessage="Nickname (optional)" />}
        autoComplete="off"
        error={errors.nickname?.message}
        {...form.register('nickname')}
      />
    </FormDialog>
  )
}
