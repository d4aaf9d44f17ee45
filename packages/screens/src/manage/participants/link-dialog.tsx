import { zodResolver } from '@hookform/resolvers/zod'
import { LinkParticipantInputSchema, type LinkParticipantInput, type Participant } from '@oche/api'
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
import { FormAlert } from '../../accounts/parts/account-form/form-alert'
import { TextField } from '../../accounts/parts/account-form/text-field'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import type { ParticipantMutations } from './use-participants'
import { commonMessages } from '../../app/common-messages/common-messages'

export type LinkDialogProps = {
  participant: Participant
  mutations: ParticipantMutations
  onClose: () => void
}

/**
 * Invites the holder of an e-mail address to link a guest to their account: nothing is linked until they accept,
 * and the answer never tells whether an account uses the address.
 */
export function LinkDialog({ participant, mutations, onClose }: LinkDialogProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const form = useForm<LinkParticipantInput>({
    resolver: zodResolver(LinkParticipantInputSchema, { error }),
    defaultValues: { email: '' },
  })
  const { errors, isSubmitting } = form.formState

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const invited = await mutations.link.mutateAsync({ id: participant.id, input: values })
      toast.success(
        intl.formatMessage(
          {
            id: 'manage.participants.invitationSent',
            defaultMessage:
              'Invitation sent: if an account uses {email}, its owner was asked to accept. {name} shows as invited until then.',
          },
          { name: invited.name, email: invited.invitation?.email ?? values.email },
        ),
      )
      onClose()
    } catch (caught) {
      showServerErrors(caught, { anchors: new Set(['email']), setError: form.setError, intl })
    }
  })

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={intl.formatMessage(commonMessages.close)}>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage
              id="manage.participants.linkTitle"
              defaultMessage="Link {name} to an account"
              values={{ name: participant.name }}
            />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="manage.participants.inviteHelp"
              defaultMessage="When the player has an Oche account, invite it: once they accept, they find these tournaments and their statistics on their profile."
            />
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-4">
          {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
          <TextField
            type="email"
            autoComplete="off"
            label={<FormattedMessage id="manage.participants.email" defaultMessage="E-mail address of their account" />}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <FormattedMessage {...commonMessages.cancel} />
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              <FormattedMessage id="manage.participants.invite" defaultMessage="Send invitation" />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
