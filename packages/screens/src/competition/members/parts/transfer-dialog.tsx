import { zodResolver } from '@hookform/resolvers/zod'
import { defaultJoinDate, isoDay, TransferMemberInputSchema, type Season, type Team } from '@oche/api'
import { toast } from '@oche/ui'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { z } from 'zod'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { useFormErrorMap } from '../../../app/form-errors/use-form-error-map'
import { FormDialog } from '../../../manage/parts/form-dialog/form-dialog'
import { FormSelectField, slugOption } from '../../../app/select-field/select-field'
import type { TeamRef } from './member-links'
import { SeasonDayField, seasonDaySchema } from './season-day'
import { useMemberMutations } from './use-member-mutations'

export type TransferDialogProps = {
  /** The membership to end, in the team of `from`. */
  member: { id: string; name: string }
  from: TeamRef & { name: string }
  /** The season's teams (the player's own one is left out of the choice). */
  teams: readonly Pick<Team, 'slug' | 'name'>[]
  season: Pick<Season, 'starts_on' | 'ends_on'>
  onClose: () => void
}

const fields = new Set(['team', 'date'])

const formatDay = (intl: IntlShape, day: string) => intl.formatDate(day, { dateStyle: 'medium', timeZone: 'UTC' })

/** The contract's fields, with a team to choose and the day kept within the season. */
function transferFormSchema(intl: IntlShape, season: TransferDialogProps['season']) {
  return TransferMemberInputSchema.extend({
    team: z.string().min(1, {
      error: intl.formatMessage({ id: 'competition.members.transfer.chooseTeam', defaultMessage: 'Choose a team.' }),
    }),
    date: seasonDaySchema(intl, season),
  })
}

type TransferValues = z.infer<ReturnType<typeof transferFormSchema>>

/**
 * Moves a player to another team of the season (the organisation's admins): the membership ends on the chosen day
 * and a new one, as a player, starts that day. Both stay in the player's history.
 */
export function TransferDialog({ member, from, teams, season, onClose }: TransferDialogProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const mutations = useMemberMutations(from)
  const schema = useMemo(() => transferFormSchema(intl, season), [intl, season])
  const form = useForm<TransferValues>({
    resolver: zodResolver(schema, { error }),
    defaultValues: { team: '', date: defaultJoinDate(season, isoDay(new Date())) },
  })
  const { errors } = form.formState
  const targets = teams.filter((team) => team.slug !== from.team)

  const save = async (values: TransferValues) => {
    await mutations.transfer.mutateAsync({ member: member.id, input: values })
    toast.success(
      intl.formatMessage(
        { id: 'competition.members.transfer.done', defaultMessage: '{name} moves to {team} on {date}' },
        {
          name: member.name,
          team: targets.find((team) => team.slug === values.team)?.name ?? values.team,
          date: formatDay(intl, values.date),
        },
      ),
    )
    onClose()
  }

  return (
    <FormDialog
      title={
        <FormattedMessage
          id="competition.members.transfer.title"
          defaultMessage="Transfer {name}"
          values={{ name: member.name }}
        />
      }
      description={
        <FormattedMessage
          id="competition.members.transfer.help"
          defaultMessage="{name} leaves {team} on this day and plays for the new team from then on, as a player. Both stay in the history."
          values={{ name: member.name, team: from.name }}
        />
      }
      closeLabel={intl.formatMessage(commonMessages.close)}
      cancelLabel={<FormattedMessage {...commonMessages.cancel} />}
      submitLabel={<FormattedMessage id="competition.members.transfer.submit" defaultMessage="Transfer" />}
      form={form}
      fields={fields}
      onSubmit={save}
      onClose={onClose}
    >
      <FormSelectField
        control={form.control}
        name="team"
        label={<FormattedMessage id="competition.members.transfer.team" defaultMessage="New team" />}
        placeholder={intl.formatMessage({
          id: 'competition.members.transfer.teamPlaceholder',
          defaultMessage: 'Choose a team',
        })}
        options={targets.map(slugOption)}
      />
      <SeasonDayField
        season={season}
        label={<FormattedMessage id="competition.members.transfer.date" defaultMessage="Day of the transfer" />}
        error={errors.date?.message}
        {...form.register('date')}
      />
    </FormDialog>
  )
}
