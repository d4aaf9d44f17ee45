import { zodResolver } from '@hookform/resolvers/zod'
import { DisputeLeagueMatchInputSchema, type LeagueMatch } from '@oche/api'
import { FormControl, FormDescription, FormField, FormLabel, FormMessage, Textarea, toast } from '@oche/ui'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { useFormErrorMap } from '../../../app/form-errors/use-form-error-map'
import { FormDialog } from '../../../manage/parts/form-dialog'
import type { LeagueMatchActions } from './use-league-match-actions'

const DisputeFormSchema = z.object({ reason: DisputeLeagueMatchInputSchema.shape.reason })
type DisputeValues = z.input<typeof DisputeFormSchema>
const fields = new Set(['reason'])

export type DisputeDialogProps = {
  match: LeagueMatch
  dispute: LeagueMatchActions['dispute']
  onClose: () => void
}

/** A captain does not agree with the match report: the reason goes to the organisation's admins, who settle it. */
export function DisputeDialog({ match, dispute, onClose }: DisputeDialogProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const form = useForm<DisputeValues>({
    resolver: zodResolver(DisputeFormSchema, { error }),
    defaultValues: { reason: '' },
  })

  const save = async ({ reason }: DisputeValues) => {
    await dispute.mutateAsync({ reason })
    toast.success(
      intl.formatMessage({
        id: 'competition.leagueMatch.disputed',
        defaultMessage: 'The match report is disputed: the admins will settle it',
      }),
    )
    onClose()
  }

  return (
    <FormDialog
      title={<FormattedMessage id="competition.leagueMatch.disputeTitle" defaultMessage="Dispute the match report" />}
      description={
        <FormattedMessage
          id="competition.leagueMatch.disputeDescription"
          defaultMessage="{home} – {away}. The organisation’s admins read your reason with the audit trail, then confirm or correct the result."
          values={{ home: match.home.name, away: match.away.name }}
        />
      }
      closeLabel={intl.formatMessage(commonMessages.close)}
      cancelLabel={<FormattedMessage {...commonMessages.cancel} />}
      submitLabel={<FormattedMessage id="competition.leagueMatch.disputeSubmit" defaultMessage="Dispute" />}
      form={form}
      fields={fields}
      onSubmit={save}
      onClose={onClose}
    >
      <FormField error={form.formState.errors.reason?.message} required>
        <FormLabel>
          <FormattedMessage id="competition.leagueMatch.disputeReason" defaultMessage="Reason" />
        </FormLabel>
        <FormControl>
          <Textarea autoResize className="max-h-48" maxLength={1000} {...form.register('reason')} />
        </FormControl>
        <FormDescription>
          <FormattedMessage
            id="competition.leagueMatch.disputeReasonHelp"
            defaultMessage="What is wrong, such as a game’s legs or a player who was not eligible."
          />
        </FormDescription>
        <FormMessage />
      </FormField>
    </FormDialog>
  )
}
