import { cupMutations, cupQueries, type Cup } from '@oche/api'
import { toast } from '@oche/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import {
  ArchivedSeasonNote,
  DivisionPage,
  divisionMessages,
  useDivisionPaths,
  type DivisionPaths,
} from '../../divisions/parts'
import { CupForm, cupValues, toCupChanges, type CupFormValues } from '../parts/cup-form'
import { cupMessages } from '../parts/cup-messages'
import { useCupPage, type CupPage } from '../parts/use-cup-page'

/** Whether a match of the cup is under way or played: its games are fixed then. */
export function cupHasStarted(cup: Cup): boolean {
  const fixtures = [
    ...cup.matches.flatMap((match) => (match.fixture ? [match.fixture] : [])),
    ...cup.groups.flatMap((group) => group.matches),
  ]
  return cup.has_results || fixtures.some((fixture) => fixture.state !== 'scheduled' && fixture.state !== 'postponed')
}

function CupEditForm({ cup, slug, paths }: { cup: Cup; slug: string; paths: DivisionPaths }) {
  const intl = useIntl()
  const { api, navigate } = usePlatform()
  const queryClient = useQueryClient()
  const ref = { ...paths.ref, cup: slug }
  const update = useMutation({
    ...cupMutations.update(api, ref),
    onSuccess: (saved) => {
      queryClient.setQueryData(cupQueries.cup(api, { ...paths.ref, cup: saved.slug }).queryKey, saved)
      return queryClient.invalidateQueries({ queryKey: cupQueries.all(ref) })
    },
  })
  const locks = { drawn: cup.state !== 'entries', started: cupHasStarted(cup) }
  const defaultValues = useMemo(() => cupValues(cup), [cup])
  const save = async (values: CupFormValues) => {
    const saved = await update.mutateAsync(toCupChanges(values, cup, locks))
    toast.success(
      intl.formatMessage({ id: 'competition.cupEdit.saved', defaultMessage: '{name} is saved' }, { name: saved.name }),
    )
    navigate(paths.division(saved.slug))
  }
  return (
    <CupForm
      mode="edit"
      defaultValues={defaultValues}
      current={cup}
      isDrawn={locks.drawn}
      isStarted={locks.started}
      submitLabel={<FormattedMessage id="competition.cupEdit.submit" defaultMessage="Save the cup" />}
      onSubmit={save}
    />
  )
}

export type CupEditScreenProps = { org: string; season: string; cup: string }

/**
 * `/competition/{org_slug}/season/{season_slug}/groups/{group_slug}/edit` when the slug is a cup's (admins): its name,
 * address, dates, and its format, entry and template while they may still change.
 */
export function CupEditScreen({ org, season, cup }: CupEditScreenProps) {
  const intl = useIntl()
  const paths = useDivisionPaths(org, season)
  const loaded = useCupPage(org, season, cup)
  // The cup's page is read by captains and players too; its form is the admins' only.
  const page: CupPage =
    loaded.status === 'ready' && loaded.organisation.role !== 'admin'
      ? { status: 'forbidden', reason: 'notAdmin' }
      : loaded
  const ready = page.status === 'ready' ? page : null
  return (
    <DivisionPage
      state={page}
      paths={paths}
      contentWidth="narrow"
      backHref={paths.division(cup)}
      backLabel={ready?.cup.name ?? intl.formatMessage(cupMessages.cup)}
      loadingLabel={intl.formatMessage(cupMessages.loading)}
      errorTitle={<FormattedMessage {...cupMessages.loadError} />}
      title={
        ready
          ? intl.formatMessage(
              { id: 'competition.cupEdit.title', defaultMessage: 'Edit {name}' },
              { name: ready.cup.name },
            )
          : intl.formatMessage({ id: 'competition.cupEdit.titleLoading', defaultMessage: 'Edit the cup' })
      }
      description={ready ? intl.formatMessage(divisionMessages.season, { season: ready.season.name }) : undefined}
    >
      {!ready ? null : ready.season.is_archived ? (
        <ArchivedSeasonNote />
      ) : (
        <CupEditForm key={ready.cup.updated_at} cup={ready.cup} slug={cup} paths={paths} />
      )}
    </DivisionPage>
  )
}
