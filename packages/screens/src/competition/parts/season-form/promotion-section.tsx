import type { PromotionTeam, SeasonPromotion } from '@oche/api'
import { Badge, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@oche/ui'
import { TriangleAlert } from 'lucide-react'
import { useEffect, useId } from 'react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { FormSection } from '../../../manage/parts/form-fields/form-section'
import { DivisionOption, moveOf, PromotionReasonText, type DivisionLink } from './placement-labels'
import { noDivision, placesTeams, proposedPlacements, type SeasonFormValues } from './season-form-values'
import { useSeasonPromotion } from './use-season-form'

type TeamPlacementProps = {
  row: PromotionTeam
  /** Its division this season, or `noDivision`. */
  from: string
  /** Its placement in the form's `placements`. */
  index: number
  divisions: readonly DivisionLink[]
}

/** A team of the proposal: its place and points, why it goes where it is proposed, and where it goes. */
function TeamPlacement({ row, from, index, divisions }: TeamPlacementProps) {
  const intl = useIntl()
  const reasonId = useId()
  const tiedId = useId()
  const { control } = useFormContext<SeasonFormValues>()
  const division = useWatch({ control, name: `placements.${index}.division` })
  const proposed = row.to?.slug ?? noDivision
  const isMoved = division !== proposed
  const noDivisionLabel = <FormattedMessage id="competition.seasonForm.placementNone" defaultMessage="No division" />
  const optionLabel = (slug: string) => {
    const option = divisions.find((candidate) => candidate.slug === slug)
    return option ? <DivisionOption division={option} move={moveOf(divisions, from, option.slug)} /> : noDivisionLabel
  }
  return (
    <li
      data-slot="team-placement"
      data-move={moveOf(divisions, from, division)}
      data-moved={isMoved || undefined}
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-medium">
          {row.position === null ? (
            row.team.name
          ) : (
            <FormattedMessage
              id="competition.seasonForm.promotionTeam"
              defaultMessage="{position}. {team}"
              values={{ position: row.position, team: row.team.name }}
            />
          )}
        </p>
        <p id={reasonId} className="text-sm text-muted-foreground">
          {row.points === null ? (
            <PromotionReasonText reason={row.reason} />
          ) : (
            <FormattedMessage
              id="competition.seasonForm.promotionReasonPoints"
              defaultMessage="{reason} · {points, plural, one {# point} other {# points}}"
              values={{ reason: <PromotionReasonText reason={row.reason} />, points: row.points }}
            />
          )}
        </p>
        {row.is_tied_at_cut ? (
          <p id={tiedId} className="flex items-start gap-1.5 text-sm">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
            <FormattedMessage
              id="competition.seasonForm.promotionTied"
              defaultMessage="Level on every tie-breaker with a team proposed elsewhere: you decide."
            />
          </p>
        ) : null}
        {isMoved ? (
          <Badge variant="info">
            <FormattedMessage id="competition.seasonForm.placementMoved" defaultMessage="Moved by you" />
          </Badge>
        ) : null}
      </div>
      <div className="shrink-0">
        <Controller
          control={control}
          name={`placements.${index}.division`}
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              {/* The chosen label, so the server-rendered page shows it too (see SelectField). */}
              <SelectTrigger
                ref={field.ref}
                className="sm:w-64"
                aria-label={intl.formatMessage(
                  {
                    id: 'competition.seasonForm.placementLabel',
                    defaultMessage: 'Next season’s division for {team}',
                  },
                  { team: row.team.name },
                )}
                aria-describedby={row.is_tied_at_cut ? `${reasonId} ${tiedId}` : reasonId}
              >
                <SelectValue>{optionLabel(field.value)}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {divisions.map((option) => (
                  <SelectItem key={option.slug} value={option.slug}>
                    {optionLabel(option.slug)}
                  </SelectItem>
                ))}
                <SelectItem value={noDivision}>{noDivisionLabel}</SelectItem>
              </SelectContent>
            </Select>
          )}
        />
      </div>
    </li>
  )
}

/** One group of the proposal under its heading: a division's teams in table order, or the teams in no division. */
function PlacementGroup(props: {
  title: string
  from: string
  teams: readonly PromotionTeam[]
  indexOf: ReadonlyMap<string, number>
  divisions: readonly DivisionLink[]
}) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="flex flex-col">
      <h3 id={titleId} className="font-semibold">
        {props.title}
      </h3>
      {props.teams.length === 0 ? (
        <p className="py-3 text-sm text-muted-foreground">
          <FormattedMessage id="competition.seasonForm.promotionNoTeams" defaultMessage="No teams." />
        </p>
      ) : (
        <ul className="flex flex-col divide-y">
          {props.teams.map((row) => {
            const index = props.indexOf.get(row.team.slug)
            return index === undefined ? null : (
              <TeamPlacement
                key={row.team.slug}
                row={row}
                from={props.from}
                index={index}
                divisions={props.divisions}
              />
            )
          })}
        </ul>
      )}
    </section>
  )
}

/** The proposal is final once every match is signed off; until then it follows the standings now. */
function UnfinishedNote({ proposal }: { proposal: SeasonPromotion }) {
  const open = proposal.matches.total - proposal.matches.confirmed
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      {proposal.matches.total === 0 ? (
        <FormattedMessage
          id="competition.seasonForm.promotionNoMatches"
          defaultMessage="Season {season} has no matches: every team stays in its division unless you move it."
          values={{ season: proposal.season.name }}
        />
      ) : (
        <FormattedMessage
          id="competition.seasonForm.promotionUnfinished"
          defaultMessage="{open, plural, one {# match} other {# matches}} of season {season} {open, plural, one {is} other {are}} not signed off yet: this proposal follows the standings as they are now."
          values={{ open, season: proposal.season.name }}
        />
      )}
    </p>
  )
}

function ProposalBody({ proposal }: { proposal: SeasonPromotion }) {
  const intl = useIntl()
  const { control } = useFormContext<SeasonFormValues>()
  const placements = useWatch({ control, name: 'placements' })
  const indexOf = new Map(placements.map((placement, index) => [placement.team, index]))
  const { divisions } = proposal
  return (
    <>
      <p className="text-sm">
        <FormattedMessage
          id="competition.seasonForm.promotionRule"
          defaultMessage="From the standings of season {season}: {up, plural, =0 {no team goes up} one {the top team of each division goes up} other {the top # of each division go up}} and {down, plural, =0 {no team goes down} one {the bottom team goes down} other {the bottom # go down}}, one division. Choose another division for any team before you create the season."
          values={{ season: proposal.season.name, up: proposal.promotion_places, down: proposal.relegation_places }}
        />
      </p>
      {proposal.is_finished ? null : <UnfinishedNote proposal={proposal} />}
      {divisions.map((division) => (
        <PlacementGroup
          key={division.slug}
          title={division.name}
          from={division.slug}
          teams={division.teams}
          indexOf={indexOf}
          divisions={divisions}
        />
      ))}
      {proposal.unplaced.length > 0 ? (
        <PlacementGroup
          title={intl.formatMessage({
            id: 'competition.seasonForm.promotionUnplaced',
            defaultMessage: 'Teams in no division',
          })}
          from={noDivision}
          teams={proposal.unplaced}
          indexOf={indexOf}
          divisions={divisions}
        />
      ) : null}
    </>
  )
}

/** The proposal of `season`, loaded into the form's placements once (the admin's changes then stay). */
function Proposal({ org, season }: { org: string; season: string }) {
  const proposal = useSeasonPromotion({ org, season })
  const { control, setValue, getValues } = useFormContext<SeasonFormValues>()
  const placementsOf = useWatch({ control, name: 'placements_of' })
  useEffect(() => {
    if (!proposal.data || getValues('placements_of') === season) return
    setValue('placements', proposedPlacements(proposal.data))
    setValue('placements_of', season)
  }, [proposal.data, season, getValues, setValue])

  if (proposal.isError)
    return (
      <FormAlert>
        <FormattedMessage
          id="competition.seasonForm.promotionError"
          defaultMessage="The proposal could not be loaded. The teams keep their divisions; you can move them once the season is created."
        />
      </FormAlert>
    )
  if (!proposal.data || placementsOf !== season)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        <FormattedMessage id="competition.seasonForm.promotionLoading" defaultMessage="Loading the proposal" />
      </p>
    )
  return <ProposalBody proposal={proposal.data} />
}

/**
 * The end of season (league-rules.md §10), when a new season copies an earlier one's divisions and teams: who goes
 * up and down a division, proposed from its standings, each team's division for the admin to change.
 */
export function PromotionSection({ org }: { org: string }) {
  const { control } = useFormContext<SeasonFormValues>()
  const [copyFrom, copy] = useWatch({ control, name: ['copy_from', 'copy'] })
  if (!placesTeams({ copy_from: copyFrom, copy })) return null
  return (
    <FormSection
      title={<FormattedMessage id="competition.seasonForm.promotionTitle" defaultMessage="Promotion and relegation" />}
      description={
        <FormattedMessage
          id="competition.seasonForm.promotionHelp"
          defaultMessage="Where the copied teams play next season."
        />
      }
    >
      <Proposal org={org} season={copyFrom} />
    </FormSection>
  )
}
