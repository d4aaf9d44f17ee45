import type { MatchTemplate } from '@oche/darts'
import { toast } from '@oche/ui'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import {
  ArchivedSeasonNote,
  DivisionForm,
  DivisionPage,
  divisionMessages,
  emptyDivisionForm,
  toDivisionInput,
  useDivisionPaths,
  type DivisionFormValues,
  type DivisionPaths,
} from '../parts'
import { RadioField } from '../../../manage/parts/form-fields/radio-field'
import { CupCreateForm } from '../../cup/parts/cup-form'
import { newCupHash } from '../../cup/parts/cup-section'
import { useCreateDivision, useDivisionCreatePage } from './use-create-division'

export type DivisionCreateScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
}

function CreateForm({ paths }: { paths: DivisionPaths }) {
  const intl = useIntl()
  const { navigate } = usePlatform()
  const create = useCreateDivision(paths.ref)

  const save = async (values: DivisionFormValues) => {
    const division = await create.mutateAsync(toDivisionInput(values))
    toast.success(
      intl.formatMessage(
        { id: 'competition.divisionCreate.created', defaultMessage: '{name} is added to the season' },
        { name: division.name },
      ),
    )
    navigate(paths.division(division.slug))
  }

  return (
    <DivisionForm
      mode="create"
      defaultValues={emptyDivisionForm}
      submitLabel={<FormattedMessage id="competition.divisionCreate.submit" defaultMessage="Add the division" />}
      onSubmit={save}
    />
  )
}

/** Whether the page opened on `#cup` ("New cup" of the division list). */
const opensOnCup = () => typeof window !== 'undefined' && window.location.hash === newCupHash

/** A league division or a cup: the form of the one chosen. */
function KindChoice({ paths, seasonTemplate }: { paths: DivisionPaths; seasonTemplate: MatchTemplate }) {
  const intl = useIntl()
  const [kind, setKind] = useState<'league' | 'cup'>(() => (opensOnCup() ? 'cup' : 'league'))
  return (
    <div className="flex flex-col gap-8">
      <RadioField
        legend={<FormattedMessage id="competition.divisionCreate.kind" defaultMessage="What to add" />}
        value={kind}
        onValueChange={(value) => setKind(value === 'cup' ? 'cup' : 'league')}
        options={[
          {
            value: 'league',
            label: intl.formatMessage({
              id: 'competition.divisionCreate.kindLeague',
              defaultMessage: 'A league division',
            }),
            description: (
              <FormattedMessage
                id="competition.divisionCreate.kindLeagueHelp"
                defaultMessage="A level of the league: its teams play each other home and away."
              />
            ),
          },
          {
            value: 'cup',
            label: intl.formatMessage({ id: 'competition.divisionCreate.kindCup', defaultMessage: 'A cup' }),
            description: (
              <FormattedMessage
                id="competition.divisionCreate.kindCupHelp"
                defaultMessage="A knockout beside the league for teams of every division, drawn once, with groups first if you like."
              />
            ),
          },
        ]}
      />
      {kind === 'cup' ? <CupCreateForm paths={paths} seasonTemplate={seasonTemplate} /> : <CreateForm paths={paths} />}
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/groups/create` (admins): a new division of the season, or a new cup
 * (chosen at the top; the division list's "New cup" opens it on the cup).
 */
export function DivisionCreateScreen({ org, season }: DivisionCreateScreenProps) {
  const intl = useIntl()
  const paths = useDivisionPaths(org, season)
  const page = useDivisionCreatePage(org, season)
  const ready = page.status === 'ready' ? page : null
  return (
    <DivisionPage
      state={page}
      paths={paths}
      contentWidth="narrow"
      title={intl.formatMessage({ id: 'competition.divisionCreate.title', defaultMessage: 'New division' })}
      description={ready ? intl.formatMessage(divisionMessages.season, { season: ready.season.name }) : undefined}
      backHref={paths.list()}
      backLabel={intl.formatMessage(divisionMessages.divisions)}
      loadingLabel={intl.formatMessage({
        id: 'competition.divisionCreate.loading',
        defaultMessage: 'Loading the season',
      })}
      errorTitle={
        <FormattedMessage id="competition.divisionCreate.errorTitle" defaultMessage="The season could not be loaded" />
      }
    >
      {ready?.season.is_archived ? (
        <ArchivedSeasonNote />
      ) : ready ? (
        <KindChoice paths={paths} seasonTemplate={ready.season.settings.match_template} />
      ) : null}
    </DivisionPage>
  )
}
