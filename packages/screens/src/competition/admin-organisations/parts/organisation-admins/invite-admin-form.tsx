import { zodResolver } from '@hookform/resolvers/zod'
import { InviteOrganisationAdminInputSchema } from '@oche/api'
import { Button, toast } from '@oche/ui'
import { Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../../accounts/parts/account-form/form-alert'
import { TextField } from '../../../../accounts/parts/account-form/text-field'
import { showServerErrors } from '../../../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../../../app/form-errors/use-form-error-map'
import type { OrganisationAdminMutations } from './use-organisation-admins'

type InviteValues = { email: string }

const anchors = new Set(['email'])

/** Invites someone by e-mail to be an admin; the field empties once the invitation is listed. */
export function InviteAdminForm({ invite }: { invite: OrganisationAdminMutations['invite'] }) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const form = useForm<InviteValues>({
    resolver: zodResolver(InviteOrganisationAdminInputSchema, { error }),
    defaultValues: { email: '' },
  })
  const { errors, isSubmitting } = form.formState

  const handleSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await invite.mutateAsync({ email })
      toast.success(
        intl.formatMessage(
          { id: 'competition.organisationAdmins.invited', defaultMessage: 'An invitation is sent to {email}' },
          { email },
        ),
      )
      form.reset()
    } catch (caught) {
      showServerErrors(caught, { anchors, setError: form.setError, intl })
    }
  })

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-3">
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          className="min-w-0 flex-1"
          label={<FormattedMessage id="competition.organisationAdmins.inviteEmail" defaultMessage="Invite by e-mail" />}
          description={
            <FormattedMessage
              id="competition.organisationAdmins.inviteHelp"
              defaultMessage="The Oche account with this address gets an invitation to accept or decline; it becomes an admin only once it accepts."
            />
          }
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting} className="sm:mt-6">
          <Send aria-hidden />
          <FormattedMessage id="competition.organisationAdmins.inviteSubmit" defaultMessage="Send invitation" />
        </Button>
      </div>
    </form>
  )
}
