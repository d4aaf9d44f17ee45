import { toast } from '@oche/ui'
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

/** `/competition/{org_slug}/season/{season_slug}/groups/create` (admins): a new division of the season. */
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
      {ready?.season.is_archived ? <ArchivedSeasonNote /> : <CreateForm paths={paths} />}
    </DivisionPage>
  )
}
