import type { Division } from '@oche/api'
import { toast } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import {
  ArchivedSeasonNote,
  DivisionForm,
  DivisionSubPage,
  divisionFormValues,
  divisionMessages,
  toDivisionChanges,
  useDivisionPaths,
  type DivisionFormValues,
  type DivisionPaths,
} from '../parts'
import { CupEditScreen } from '../../cup/cup-edit'
import { DivisionTemplateSection } from './division-template-section'
import { useDivisionEditPage, useUpdateDivision } from './use-division-edit'

export type DivisionEditScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
  /** The division's slug (a former one still leads to it). */
  division: string
}

function EditForm({ division, slug, paths }: { division: Division; slug: string; paths: DivisionPaths }) {
  const intl = useIntl()
  const { navigate } = usePlatform()
  const update = useUpdateDivision({ ...paths.ref, division: slug })

  const save = async (values: DivisionFormValues) => {
    const saved = await update.mutateAsync(toDivisionChanges(values, division))
    toast.success(
      intl.formatMessage(
        { id: 'competition.divisionEdit.saved', defaultMessage: '{name} is saved' },
        { name: saved.name },
      ),
    )
    navigate(paths.division(saved.slug))
  }

  return (
    <DivisionForm
      key={division.updated_at}
      mode="edit"
      defaultValues={divisionFormValues(division)}
      submitLabel={<FormattedMessage id="competition.divisionEdit.submit" defaultMessage="Save changes" />}
      onSubmit={save}
    />
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/groups/{group_slug}/edit` (admins): a division's name, web address
 * and position, and the match template it plays.
 */
export function DivisionEditScreen({ org, season, division }: DivisionEditScreenProps) {
  const intl = useIntl()
  const paths = useDivisionPaths(org, season)
  const page = useDivisionEditPage(org, season, division)
  const ready = page.status === 'ready' ? page : null
  // A cup's slug (ADR 015): the cup's own form.
  if (ready?.division.kind === 'cup') return <CupEditScreen org={org} season={season} cup={division} />
  return (
    <DivisionSubPage
      state={page}
      division={division}
      divisionName={ready?.division.name}
      paths={paths}
      contentWidth="narrow"
      title={
        ready
          ? intl.formatMessage(
              { id: 'competition.divisionEdit.title', defaultMessage: 'Edit {name}' },
              { name: ready.division.name },
            )
          : intl.formatMessage({ id: 'competition.divisionEdit.titleLoading', defaultMessage: 'Edit division' })
      }
      description={ready ? intl.formatMessage(divisionMessages.season, { season: ready.season.name }) : undefined}
    >
      {!ready ? null : ready.season.is_archived ? (
        <ArchivedSeasonNote />
      ) : (
        <div className="flex flex-col gap-8">
          <EditForm division={ready.division} slug={division} paths={paths} />
          <DivisionTemplateSection division={ready.division} season={ready.season} slug={division} paths={paths} />
        </div>
      )}
    </DivisionSubPage>
  )
}
