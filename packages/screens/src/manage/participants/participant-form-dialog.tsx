import { zodResolver } from '@hookform/resolvers/zod'
import { ParticipantInputSchema, type Participant, type ParticipantInput } from '@oche/api'
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
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../accounts/account-form/form-alert'
import { TextField } from '../../accounts/account-form/text-field'
import { showServerErrors } from '../form-errors/show-server-errors'
import { useFormErrorMap } from '../form-errors/use-form-error-map'
import type { ParticipantMutations } from './use-participants'

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
  const { errors, isSubmitting } = form.formState

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
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
    } catch (caught) {
      showServerErrors(caught, { anchors: fields, setError: form.setError, intl })
    }
  })

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={intl.formatMessage({ id: 'manage.dialog.close', defaultMessage: 'Close' })}>
        <DialogHeader>
          <DialogTitle>
            {participant ? (
              <FormattedMessage
                id="manage.participants.editTitle"
                defaultMessage="Edit {name}"
                values={{ name: participant.name }}
              />
            ) : (
              <FormattedMessage id="manage.participants.addTitle" defaultMessage="Add a participant" />
            )}
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="manage.participants.formHelp"
              defaultMessage="The name is shown on brackets, boards and results; a change shows in every tournament they played."
            />
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-4">
          {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <FormattedMessage id="manage.dialog.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {participant ? (
                <FormattedMessage id="manage.participants.save" defaultMessage="Save" />
              ) : (
                <FormattedMessage id="manage.participants.add" defaultMessage="Add to the list" />
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
