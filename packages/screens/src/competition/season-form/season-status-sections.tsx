import type { Season } from '@oche/api'
import { Button, ConfirmDialog } from '@oche/ui'
import { Archive, ArchiveRestore, Star } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormSection } from '../../manage/parts/form-fields/form-section'
import { useArchiveSeason, useSetCurrentSeason, type SeasonPageRef } from '../parts/season-form/use-season-form'

type SectionProps = { season: Season; pageRef: SeasonPageRef }

/** Whether the season is the current one, and the way to make it so (not while archived). */
export function CurrentSeasonSection({ season, pageRef }: SectionProps) {
  const setCurrent = useSetCurrentSeason(pageRef)
  return (
    <FormSection
      title={<FormattedMessage id="competition.seasonForm.currentTitle" defaultMessage="Current season" />}
      description={
        season.is_current ? (
          <FormattedMessage
            id="competition.seasonForm.isCurrent"
            defaultMessage="This is the organisation’s current season: the league’s pages open on it."
          />
        ) : season.is_archived ? (
          <FormattedMessage
            id="competition.seasonForm.archivedNotCurrent"
            defaultMessage="An archived season cannot be the current one: take it out of the archive first."
          />
        ) : (
          <FormattedMessage
            id="competition.seasonForm.notCurrent"
            defaultMessage="The league’s pages open on the current season. Making this one current ends that for the other."
          />
        )
      }
    >
      {season.is_current || season.is_archived ? null : (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={setCurrent.isPending}
          onClick={() => setCurrent.mutate(season.slug)}
        >
          <Star aria-hidden />
          <FormattedMessage id="competition.seasonForm.setCurrent" defaultMessage="Make it the current season" />
        </Button>
      )}
    </FormSection>
  )
}

/**
 * Archiving the season after a confirmation, or taking it out of the archive. The current season cannot be archived
 * (the API refuses it): the section says why and what to do first.
 */
export function ArchiveSeasonSection({ season, pageRef }: SectionProps) {
  const intl = useIntl()
  const reasonId = useId()
  const archive = useArchiveSeason(pageRef, season)
  if (season.is_archived)
    return (
      <FormSection
        title={<FormattedMessage id="competition.seasonForm.archiveTitle" defaultMessage="Archive" />}
        description={
          <FormattedMessage
            id="competition.seasonForm.isArchived"
            defaultMessage="This season is archived: it stays readable, but nothing in it can change."
          />
        }
      >
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={archive.isPending}
          onClick={() => archive.mutate({ is_archived: false })}
        >
          <ArchiveRestore aria-hidden />
          <FormattedMessage id="competition.seasonForm.unarchive" defaultMessage="Take it out of the archive" />
        </Button>
      </FormSection>
    )
  return (
    <FormSection
      tone="danger"
      title={<FormattedMessage id="competition.seasonForm.archiveTitle" defaultMessage="Archive" />}
      description={
        <FormattedMessage
          id="competition.seasonForm.archiveDescription"
          defaultMessage="An archived season stays readable, but its teams, matches and results can no longer change."
        />
      }
    >
      {season.is_current ? (
        <>
          <p id={reasonId} className="text-sm">
            <FormattedMessage
              id="competition.seasonForm.currentNotArchivable"
              defaultMessage="The current season cannot be archived: make another season the current one first."
            />
          </p>
          <Button type="button" variant="danger" className="self-start" disabled aria-describedby={reasonId}>
            <Archive aria-hidden />
            <FormattedMessage id="competition.seasonForm.archiveOpen" defaultMessage="Archive this season" />
          </Button>
        </>
      ) : (
        <ConfirmDialog
          variant="danger"
          title={intl.formatMessage(
            { id: 'competition.seasonForm.archiveConfirmTitle', defaultMessage: 'Archive season {season}?' },
            { season: season.name },
          )}
          description={intl.formatMessage({
            id: 'competition.seasonForm.archiveConfirmBody',
            defaultMessage:
              'Its teams, matches and results can no longer change. You can take it out of the archive later.',
          })}
          confirmLabel={intl.formatMessage({ id: 'competition.seasonForm.archiveConfirm', defaultMessage: 'Archive' })}
          cancelLabel={intl.formatMessage({
            id: 'competition.seasonForm.archiveCancel',
            defaultMessage: 'Keep it open',
          })}
          onConfirm={() => archive.mutateAsync({ is_archived: true })}
        >
          <Button type="button" variant="danger" className="self-start">
            <Archive aria-hidden />
            <FormattedMessage id="competition.seasonForm.archiveOpen" defaultMessage="Archive this season" />
          </Button>
        </ConfirmDialog>
      )}
    </FormSection>
  )
}
