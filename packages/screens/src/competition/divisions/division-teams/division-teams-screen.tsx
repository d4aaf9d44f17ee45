import { ApiRequestError, type Division, type Team } from '@oche/api'
import { Button, toast } from '@oche/ui'
import { Lock, Plus, TriangleAlert } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { failureMessage } from '../../../app/form-errors/show-server-errors'
import { usePlatform } from '../../../app/platform/platform-context'
import { CheckboxField } from '../../../manage/parts/form-fields/checkbox-field'
import {
  ArchivedSeasonNote,
  DivisionNote,
  DivisionSubPage,
  divisionMessages,
  useDivisionPaths,
  type DivisionPaths,
} from '../parts'
import { useAssignDivisionTeams, useDivisionTeamsPage } from './use-division-teams'

export type DivisionTeamsScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
  /** The division's slug (a former one still leads to it). */
  division: string
}

/** Why saving failed, in words: a 422's reason for the team list, else the server's text. */
function refusalOf(error: unknown, intl: IntlShape): string {
  if (error instanceof ApiRequestError && error.status === 422) return error.errors.teams?.[0] ?? error.message
  return failureMessage(error, intl)
}

function TeamChoice({
  division,
  teams,
  canChange,
  paths,
}: {
  division: Division
  teams: Team[]
  canChange: boolean
  paths: DivisionPaths
}) {
  const intl = useIntl()
  const { navigate, Link } = usePlatform()
  const legendId = useId()
  const assign = useAssignDivisionTeams({ ...paths.ref, division: division.slug })
  // The ticks are a draft until saved: they start from the teams the division has.
  const [chosen, setChosen] = useState(
    () => new Set(teams.filter((team) => team.division?.slug === division.slug).map((team) => team.slug)),
  )
  const [refusal, setRefusal] = useState<string | null>(null)
  const isLocked = division.has_results
  const isEditable = canChange && !isLocked

  const toggle = (slug: string, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current)
      if (checked) next.add(slug)
      else next.delete(slug)
      return next
    })

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setRefusal(null)
    try {
      await assign.mutateAsync({ teams: teams.filter((team) => chosen.has(team.slug)).map((team) => team.slug) })
      toast.success(
        intl.formatMessage(
          { id: 'competition.divisionTeams.saved', defaultMessage: 'The teams of {name} are saved' },
          { name: division.name },
        ),
      )
      navigate(paths.division(division.slug))
    } catch (error) {
      setRefusal(refusalOf(error, intl))
    }
  }

  if (teams.length === 0)
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-muted-foreground">
          <FormattedMessage
            id="competition.divisionTeams.noTeams"
            defaultMessage="The season has no teams yet. Add them first, then choose the division’s teams here."
          />
        </p>
        {canChange ? (
          <Button asChild>
            <Link href={paths.newTeam()}>
              <Plus aria-hidden />
              <FormattedMessage id="competition.divisionTeams.addTeam" defaultMessage="Add a team" />
            </Link>
          </Button>
        ) : null}
      </div>
    )

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={assign.isPending} className="flex flex-col gap-5">
      {canChange ? null : <ArchivedSeasonNote />}
      {isLocked ? (
        <DivisionNote icon={<Lock aria-hidden />}>
          <FormattedMessage
            id="competition.divisionTeams.locked"
            defaultMessage="Results have been entered in this division: its teams can no longer change."
          />
        </DivisionNote>
      ) : null}
      {isEditable && division.fixtures_count > 0 ? (
        <DivisionNote icon={<TriangleAlert aria-hidden />}>
          <FormattedMessage
            id="competition.divisionTeams.fixturesGo"
            defaultMessage="A change deletes the fixture lists of the divisions concerned: make them again afterwards."
          />
        </DivisionNote>
      ) : null}
      {refusal ? (
        <FormAlert>
          <FormattedMessage id="competition.divisionTeams.notSaved" defaultMessage="The teams were not saved." />
          <span>{refusal}</span>
        </FormAlert>
      ) : null}
      <fieldset aria-labelledby={legendId} className="flex flex-col gap-4 rounded-md border bg-surface-raised p-4">
        <legend id={legendId} className="px-1 font-semibold">
          <FormattedMessage
            id="competition.divisionTeams.legend"
            defaultMessage="Teams playing in {name}"
            values={{ name: division.name }}
          />
        </legend>
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.divisionTeams.help"
            defaultMessage="A team plays in one division: ticking a team of another division moves it here."
          />
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {teams.map((team) => (
            <CheckboxField
              key={team.id}
              label={team.name}
              description={
                team.division === null ? (
                  <FormattedMessage id="competition.divisionTeams.inNone" defaultMessage="In no division yet" />
                ) : team.division.slug === division.slug ? (
                  <FormattedMessage id="competition.divisionTeams.inThis" defaultMessage="In this division" />
                ) : (
                  <FormattedMessage
                    id="competition.divisionTeams.inOther"
                    defaultMessage="Now in {name}"
                    values={{ name: team.division.name }}
                  />
                )
              }
              checked={chosen.has(team.slug)}
              onCheckedChange={(checked) => toggle(team.slug, checked)}
              disabled={!isEditable}
            />
          ))}
        </div>
      </fieldset>
      {isEditable ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" disabled={assign.isPending}>
            <FormattedMessage id="competition.divisionTeams.save" defaultMessage="Save the teams" />
          </Button>
          <span className="text-sm text-muted-foreground">
            <FormattedMessage
              id="competition.divisionTeams.chosen"
              defaultMessage="{count, plural, =0 {No team chosen} one {# team chosen} other {# teams chosen}}"
              values={{ count: chosen.size }}
            />
          </span>
        </div>
      ) : null}
    </form>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/groups/{group_slug}/teams` (admins): which of the season's teams play
 * in the division; locked once one of its matches has a result.
 */
export function DivisionTeamsScreen({ org, season, division }: DivisionTeamsScreenProps) {
  const intl = useIntl()
  const paths = useDivisionPaths(org, season)
  const page = useDivisionTeamsPage(org, season, division)
  const ready = page.status === 'ready' ? page : null
  return (
    <DivisionSubPage
      state={page}
      division={division}
      divisionName={ready?.division.name}
      paths={paths}
      title={
        ready
          ? intl.formatMessage(
              { id: 'competition.divisionTeams.title', defaultMessage: 'Teams of {name}' },
              { name: ready.division.name },
            )
          : intl.formatMessage({ id: 'competition.divisionTeams.titleLoading', defaultMessage: 'Teams' })
      }
      description={ready ? intl.formatMessage(divisionMessages.season, { season: ready.season.name }) : undefined}
    >
      {ready ? (
        <TeamChoice
          key={ready.division.id}
          division={ready.division}
          teams={ready.teams}
          canChange={!ready.season.is_archived}
          paths={paths}
        />
      ) : null}
    </DivisionSubPage>
  )
}
