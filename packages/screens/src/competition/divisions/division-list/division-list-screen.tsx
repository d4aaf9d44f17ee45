import { ApiRequestError, type Division, type Season } from '@oche/api'
import { Button, EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { Layers, Plus } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { usePlatform } from '../../../app/platform/platform-context'
import { ConfirmActionDialog } from '../../../manage/parts/confirm-action'
import { ArchivedSeasonNote, DivisionPage, divisionMessages, useDivisionPaths, type DivisionPaths } from '../parts'
import { CupSection } from '../../cup/parts/cup-section'
import type { MoveDirection } from '../../parts/moved-order'
import { DivisionRow } from './division-row'
import { useDeleteDivision, useDivisionList } from './use-division-list'

export type DivisionListScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
}

function NewDivisionLink({ paths }: { paths: DivisionPaths }) {
  const { Link } = usePlatform()
  return (
    <Button asChild>
      <Link href={paths.create()}>
        <Plus aria-hidden />
        <FormattedMessage id="competition.divisionList.new" defaultMessage="New division" />
      </Link>
    </Button>
  )
}

function NoDivisions({ paths, canChange }: { paths: DivisionPaths; canChange: boolean }) {
  return (
    <EmptyState>
      <EmptyStateIcon>
        <Layers />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="competition.divisionList.emptyTitle" defaultMessage="No divisions yet" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="competition.divisionList.emptyBody"
          defaultMessage="A division is a level of the league: its teams play each other home and away. Add the first one, then give it its teams."
        />
      </EmptyStateDescription>
      {canChange ? (
        <EmptyStateActions>
          <NewDivisionLink paths={paths} />
        </EmptyStateActions>
      ) : null}
    </EmptyState>
  )
}

type Refusal = { name: string; message: string }

/** The divisions in order, with moving and deleting them. */
function Divisions({ season, divisions, paths }: { season: Season; divisions: Division[]; paths: DivisionPaths }) {
  const intl = useIntl()
  const ref = paths.ref
  const remove = useDeleteDivision(ref)
  const [deleting, setDeleting] = useState<Division | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [moved, setMoved] = useState<{ id: string; direction: MoveDirection; announcement: string } | null>(null)
  const canChange = !season.is_archived

  const handleMoved = (division: Division, direction: MoveDirection) => {
    const position = division.position + (direction === 'up' ? -1 : 1)
    const announcement = intl.formatMessage(
      { id: 'competition.divisionList.moved', defaultMessage: '{name} is now number {position}.' },
      { name: division.name, position },
    )
    setMoved({ id: division.id, direction, announcement })
  }

  if (divisions.length === 0) return <NoDivisions paths={paths} canChange={canChange} />
  return (
    <div className="flex flex-col gap-4">
      {canChange ? null : <ArchivedSeasonNote />}
      {refusal ? (
        <FormAlert>
          <FormattedMessage
            id="competition.divisionList.deleteRefused"
            defaultMessage="{name} was not deleted."
            values={{ name: refusal.name }}
          />
          <span>{refusal.message}</span>
        </FormAlert>
      ) : null}
      <ol
        className="flex flex-col gap-3"
        aria-label={intl.formatMessage({
          id: 'competition.divisionList.listLabel',
          defaultMessage: 'Divisions, highest first',
        })}
      >
        {divisions.map((division) => (
          <DivisionRow
            key={division.id}
            division={division}
            season={ref}
            count={divisions.length}
            canChange={canChange}
            focusAfterMove={moved?.id === division.id ? moved.direction : null}
            paths={paths}
            onMoved={(direction) => handleMoved(division, direction)}
            onDelete={() => {
              setRefusal(null)
              setDeleting(division)
            }}
          />
        ))}
      </ol>
      <p role="status" className="sr-only">
        {moved?.announcement}
      </p>
      {deleting ? (
        <ConfirmActionDialog
          variant="danger"
          title={intl.formatMessage(
            { id: 'competition.divisionList.deleteTitle', defaultMessage: 'Delete {name}?' },
            { name: deleting.name },
          )}
          description={intl.formatMessage(
            {
              id: 'competition.divisionList.deleteBody',
              defaultMessage:
                'Its fixture list is deleted with it ({matches}); its teams stay in the season without a division. This cannot be undone.',
            },
            { matches: intl.formatMessage(divisionMessages.matchCount, { count: deleting.fixtures_count }) },
          )}
          confirmLabel={intl.formatMessage({
            id: 'competition.divisionList.deleteConfirm',
            defaultMessage: 'Delete the division',
          })}
          cancelLabel={intl.formatMessage(commonMessages.cancel)}
          action={() => remove.mutateAsync(deleting.slug)}
          successMessage={() =>
            intl.formatMessage(
              { id: 'competition.divisionList.deleted', defaultMessage: '{name} is deleted' },
              { name: deleting.name },
            )
          }
          onFailure={(error) => {
            // A match was played (409): the page says why, beside the list, rather than in a passing toast.
            if (!(error instanceof ApiRequestError) || error.status !== 409) return false
            setRefusal({ name: deleting.name, message: error.message })
            return true
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/groups` (admins): the season's divisions in order with their team
 * and match counts; its admins add, reorder (move up and down), edit and delete them. Its cups follow.
 */
export function DivisionListScreen({ org, season }: DivisionListScreenProps) {
  const intl = useIntl()
  const paths = useDivisionPaths(org, season)
  const list = useDivisionList(org, season)
  const ready = list.status === 'ready' ? list : null
  return (
    <DivisionPage
      state={list}
      paths={paths}
      title={intl.formatMessage(divisionMessages.divisions)}
      description={ready ? intl.formatMessage(divisionMessages.season, { season: ready.season.name }) : undefined}
      actions={ready && !ready.season.is_archived ? <NewDivisionLink paths={paths} /> : undefined}
      backHref={paths.season()}
      backLabel={
        ready
          ? intl.formatMessage(divisionMessages.season, { season: ready.season.name })
          : intl.formatMessage(divisionMessages.seasonLoading)
      }
      loadingLabel={intl.formatMessage({
        id: 'competition.divisionList.loading',
        defaultMessage: 'Loading the divisions',
      })}
      errorTitle={
        <FormattedMessage id="competition.divisionList.errorTitle" defaultMessage="The divisions could not be loaded" />
      }
    >
      {ready ? (
        <div className="flex flex-col gap-8">
          <Divisions season={ready.season} divisions={ready.divisions} paths={paths} />
          <CupSection seasonRef={paths.ref} paths={paths} canCreate={!ready.season.is_archived} />
        </div>
      ) : null}
    </DivisionPage>
  )
}
