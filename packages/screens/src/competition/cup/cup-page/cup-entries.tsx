import { competitionQueries, type Cup, type CupEntry, type CupParams } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { Badge, Button } from '@oche/ui'
import { ListChecks, LogIn, LogOut } from 'lucide-react'
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { usePlatform } from '../../../app/platform/platform-context'
import { ConfirmActionDialog } from '../../../manage/parts/confirm-action'
import { CheckboxField } from '../../../manage/parts/form-fields/checkbox-field'
import { type useCupActions, useSeasonTeams } from '../parts/use-cup-page'

type Actions = ReturnType<typeof useCupActions>

/** The admins' choice of the cup's teams before the draw: every team of the season, ticked when it is in. */
function ChooseTeams({
  cup,
  refs,
  actions,
  onDone,
}: {
  cup: Cup
  refs: CupParams
  actions: Actions
  onDone: () => void
}) {
  const intl = useIntl()
  const teams = useSeasonTeams(refs.org, refs.season, true)
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(cup.entries.map((entry) => entry.team.slug)))
  const [error, setError] = useState<string | null>(null)
  const save = async () => {
    setError(null)
    try {
      await actions.setEntries.mutateAsync({ teams: [...chosen] })
      onDone()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    }
  }
  if (teams.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        <FormattedMessage id="competition.cupEntries.loadingTeams" defaultMessage="Loading the season’s teams" />
      </p>
    )
  if (teams.isError)
    return (
      <FormAlert>
        <FormattedMessage
          id="competition.cupEntries.teamsError"
          defaultMessage="The season’s teams could not be loaded."
        />
      </FormAlert>
    )
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border p-3">
      <legend className="px-1 font-medium">
        <FormattedMessage id="competition.cupEntries.chooseLegend" defaultMessage="Teams in the cup" />
      </legend>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <ul className="grid gap-2 sm:grid-cols-2">
        {teams.data.map((team) => (
          <li key={team.id}>
            <CheckboxField
              checked={chosen.has(team.slug)}
              onCheckedChange={(checked) =>
                setChosen((previous) => {
                  const next = new Set(previous)
                  if (checked) next.add(team.slug)
                  else next.delete(team.slug)
                  return next
                })
              }
              label={team.name}
              description={team.division?.name}
            />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void save()} disabled={actions.setEntries.isPending}>
          <FormattedMessage
            id="competition.cupEntries.save"
            defaultMessage="{count, plural, one {Save # team} other {Save # teams}}"
            values={{ count: chosen.size }}
          />
        </Button>
        <Button variant="outline" onClick={onDone}>
          {intl.formatMessage(commonMessages.cancel)}
        </Button>
      </div>
    </fieldset>
  )
}

/** A captain's "Enter The Arrows": the team's name read from the team, which its captain may read. */
function EnterButton({
  refs,
  team,
  disabled,
  onEnter,
}: {
  refs: CupParams
  team: string
  disabled: boolean
  onEnter: () => void
}) {
  const { api } = usePlatform()
  const query = useQuery(competitionQueries.team(api, { org: refs.org, season: refs.season, team }))
  return (
    <Button onClick={onEnter} disabled={disabled || query.isPending}>
      <LogIn aria-hidden />
      <FormattedMessage
        id="competition.cupEntries.enter"
        defaultMessage="Enter {team}"
        values={{ team: query.data?.name ?? team }}
      />
    </Button>
  )
}

function EntryRow({
  entry,
  canWithdraw,
  onWithdraw,
}: {
  entry: CupEntry
  canWithdraw: boolean
  onWithdraw: () => void
}) {
  const intl = useIntl()
  return (
    <li data-team={entry.team.slug} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <span className="font-medium">{entry.team.name}</span>
      {entry.division ? <span className="text-muted-foreground">{entry.division.name}</span> : null}
      {entry.withdrawn_at ? (
        <Badge variant="warning">
          <FormattedMessage id="competition.cupEntries.withdrawn" defaultMessage="Withdrawn" />
        </Badge>
      ) : null}
      {canWithdraw ? (
        <Button
          variant="outline"
          size="sm"
          className="ms-auto"
          onClick={onWithdraw}
          aria-label={intl.formatMessage(
            { id: 'competition.cupEntries.withdraw', defaultMessage: 'Withdraw {team}' },
            { team: entry.team.name },
          )}
        >
          <LogOut aria-hidden />
          <FormattedMessage id="competition.cupEntries.withdrawShort" defaultMessage="Withdraw" />
        </Button>
      ) : null}
    </li>
  )
}

/**
 * The cup's teams: who is in (and who withdrew), the captains' "Enter" and "Withdraw" for their own teams, and the
 * admins' choice of teams before the draw. A withdrawal after the draw is confirmed first: the team's matches go to
 * its opponents.
 */
export function CupEntries({ cup, refs, actions }: { cup: Cup; refs: CupParams; actions: Actions }) {
  const intl = useIntl()
  const headingId = useId()
  const [isChoosing, setIsChoosing] = useState(false)
  const [withdrawing, setWithdrawing] = useState<CupEntry | null>(null)
  const [error, setError] = useState<string | null>(null)
  const isOpen = cup.state === 'entries'
  const enterable = cup.can.manage ? [] : cup.can.enter
  const enter = async (team: string) => {
    setError(null)
    try {
      await actions.enter.mutateAsync(team)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    }
  }
  const withdrawNow = async (entry: CupEntry) => {
    setError(null)
    try {
      await actions.withdraw.mutateAsync(entry.team.slug)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    }
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border bg-surface-raised p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          <FormattedMessage
            id="competition.cupEntries.heading"
            defaultMessage="Teams ({count})"
            values={{ count: cup.entries.length }}
          />
        </h2>
        {cup.can.manage && isOpen && cup.entry === 'optional' && !isChoosing ? (
          <Button variant="outline" onClick={() => setIsChoosing(true)}>
            <ListChecks aria-hidden />
            <FormattedMessage id="competition.cupEntries.choose" defaultMessage="Choose the teams" />
          </Button>
        ) : null}
      </div>
      {isOpen ? (
        <p className="text-sm text-muted-foreground">
          {cup.entry === 'compulsory' ? (
            <FormattedMessage
              id="competition.cupEntries.compulsoryNote"
              defaultMessage="Every team of the season plays this cup: the draw takes them all."
            />
          ) : (
            <FormattedMessage
              id="competition.cupEntries.optionalNote"
              defaultMessage="Captains enter their team until the draw; the admins may enter any team."
            />
          )}
        </p>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      {enterable.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {enterable.map((team) => (
            <EnterButton
              key={team}
              refs={refs}
              team={team}
              disabled={actions.enter.isPending}
              onEnter={() => void enter(team)}
            />
          ))}
        </div>
      ) : null}
      {isChoosing ? (
        <ChooseTeams cup={cup} refs={refs} actions={actions} onDone={() => setIsChoosing(false)} />
      ) : cup.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage id="competition.cupEntries.none" defaultMessage="No teams have entered yet." />
        </p>
      ) : (
        <ul
          className="flex flex-col divide-y"
          aria-label={intl.formatMessage({
            id: 'competition.cupEntries.listLabel',
            defaultMessage: 'Teams in the cup',
          })}
        >
          {cup.entries.map((entry) => (
            <EntryRow
              key={entry.team.slug}
              entry={entry}
              canWithdraw={cup.can.withdraw.includes(entry.team.slug)}
              onWithdraw={() => (isOpen ? void withdrawNow(entry) : setWithdrawing(entry))}
            />
          ))}
        </ul>
      )}
      {withdrawing ? (
        <ConfirmActionDialog
          variant="danger"
          title={intl.formatMessage(
            { id: 'competition.cupEntries.withdrawTitle', defaultMessage: 'Withdraw {team} from {cup}?' },
            { team: withdrawing.team.name, cup: cup.name },
          )}
          description={intl.formatMessage({
            id: 'competition.cupEntries.withdrawBody',
            defaultMessage: 'The cup has been drawn: every match the team has not won yet goes to its opponent.',
          })}
          confirmLabel={intl.formatMessage({
            id: 'competition.cupEntries.withdrawConfirm',
            defaultMessage: 'Withdraw',
          })}
          cancelLabel={intl.formatMessage(commonMessages.cancel)}
          action={() => actions.withdraw.mutateAsync(withdrawing.team.slug)}
          successMessage={() =>
            intl.formatMessage(
              { id: 'competition.cupEntries.withdrawnToast', defaultMessage: '{team} has withdrawn' },
              { team: withdrawing.team.name },
            )
          }
          onClose={() => setWithdrawing(null)}
        />
      ) : null}
    </section>
  )
}
