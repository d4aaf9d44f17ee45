import { ApiRequestError, type Division, type Team } from '@oche/api'
import { Button, ConfirmDialog, toast } from '@oche/ui'
import { CalendarPlus, Lock } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { failureMessage } from '../../../app/form-errors/show-server-errors'
import { usePlatform } from '../../../app/platform/platform-context'
import { CalendarDay, DivisionNote, divisionMessages, type DivisionPaths } from '../parts'
import { useGenerateFixtures } from './use-division-fixtures'

/** Why the fixture list was not made: the server's reason, and the team or date it names. */
type Refusal = { message: string; team: Team | null; date: string | null }

const stringField = (body: unknown, key: string): string | null => {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined
  return typeof value === 'string' ? value : null
}

function refusalOf(error: unknown, teams: readonly Team[], intl: IntlShape): Refusal {
  if (!(error instanceof ApiRequestError)) return { message: failureMessage(error, intl), team: null, date: null }
  // A refused plan (409) names the team, division, venue or date it is about beside its reason.
  const slug = stringField(error.body, 'team')
  return {
    message: failureMessage(error, intl),
    team: teams.find((team) => team.slug === slug) ?? null,
    date: stringField(error.body, 'date'),
  }
}

function RefusalAlert({ refusal, paths }: { refusal: Refusal; paths: DivisionPaths }) {
  const { Link } = usePlatform()
  return (
    <FormAlert>
      <strong>
        <FormattedMessage
          id="competition.divisionFixtures.notGenerated"
          defaultMessage="The fixture list was not made."
        />
      </strong>
      <span>{refusal.message}</span>
      {refusal.team ? (
        <span>
          <FormattedMessage
            id="competition.divisionFixtures.refusalTeam"
            defaultMessage="It concerns {team}."
            values={{
              team: (
                <Link
                  href={paths.editTeam(refusal.team.slug)}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {refusal.team.name}
                </Link>
              ),
            }}
          />
        </span>
      ) : null}
      {refusal.date ? (
        <span>
          <FormattedMessage
            id="competition.divisionFixtures.refusalDate"
            defaultMessage="It concerns {date}."
            values={{ date: <CalendarDay day={refusal.date} weekday="long" /> }}
          />
        </span>
      ) : null}
      <span>
        <Link href={paths.seasonSettings()} className="text-primary underline-offset-4 hover:underline">
          <FormattedMessage
            id="competition.divisionFixtures.toSettings"
            defaultMessage="Check the season’s league nights and settings"
          />
        </Link>
      </span>
    </FormAlert>
  )
}

export type GenerateFixturesProps = {
  division: Division
  teams: readonly Team[]
  paths: DivisionPaths
}

/**
 * "Generate fixtures": makes the division's fixture list from the season's settings, asking first when it replaces
 * one; once a match has a result the list stays as it is. A refusal stays on the page with its reason.
 */
export function GenerateFixtures({ division, teams, paths }: GenerateFixturesProps) {
  const intl = useIntl()
  const generate = useGenerateFixtures({ ...paths.ref, division: division.slug })
  const [isConfirming, setConfirming] = useState(false)
  const [refusal, setRefusal] = useState<Refusal | null>(null)

  const run = async () => {
    setRefusal(null)
    try {
      const fixtures = await generate.mutateAsync()
      toast.success(
        intl.formatMessage(
          {
            id: 'competition.divisionFixtures.generated',
            defaultMessage: 'The fixture list of {name} is made: {matches}',
          },
          { name: division.name, matches: intl.formatMessage(divisionMessages.matchCount, { count: fixtures.length }) },
        ),
      )
    } catch (error) {
      setRefusal(refusalOf(error, teams, intl))
    }
  }

  if (division.has_results)
    return (
      <DivisionNote icon={<Lock aria-hidden />}>
        <FormattedMessage
          id="competition.divisionFixtures.locked"
          defaultMessage="Results have been entered: the fixture list can no longer be made again. Move single matches instead."
        />
      </DivisionNote>
    )

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={generate.isPending}
          onClick={() => (division.fixtures_count > 0 ? setConfirming(true) : void run())}
        >
          <CalendarPlus aria-hidden />
          <FormattedMessage id="competition.divisionFixtures.generate" defaultMessage="Generate fixtures" />
        </Button>
        <span className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.divisionFixtures.generateHelp"
            defaultMessage="Every team meets every other, on the season’s league nights and the teams’ home nights."
          />
        </span>
      </div>
      {refusal ? <RefusalAlert refusal={refusal} paths={paths} /> : null}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        variant="danger"
        title={intl.formatMessage({
          id: 'competition.divisionFixtures.replaceTitle',
          defaultMessage: 'Replace the fixture list?',
        })}
        description={intl.formatMessage(
          {
            id: 'competition.divisionFixtures.replaceBody',
            defaultMessage:
              'The {matches} of {name} are made again from scratch: dates moved by hand and their history are lost.',
          },
          {
            name: division.name,
            matches: intl.formatMessage(divisionMessages.matchCount, { count: division.fixtures_count }),
          },
        )}
        confirmLabel={intl.formatMessage({
          id: 'competition.divisionFixtures.replaceConfirm',
          defaultMessage: 'Replace the fixture list',
        })}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        onConfirm={run}
      />
    </div>
  )
}
