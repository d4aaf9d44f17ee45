import type { CompetitionVenue } from '@oche/api'
import { Button, ConfirmDialog } from '@oche/ui'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../accounts/parts/account-form/form-alert'
import { FormSection } from '../../manage/parts/form-fields/form-section'
import { isVenueInUse, useDeleteVenue } from './use-venues'
import type { VenuePageRef } from './venue-paths'

export type DeleteVenueSectionProps = {
  venue: CompetitionVenue
  /** Teams of the season the page is opened from at home here. */
  homeTeams: number
  pageRef: VenuePageRef
}

/**
 * Deleting the venue, after a confirmation. The API refuses while a team, match or event uses it (409): the
 * confirmation then closes and the section says why, in words, and what to do first.
 */
export function DeleteVenueSection({ venue, homeTeams, pageRef }: DeleteVenueSectionProps) {
  const intl = useIntl()
  const remove = useDeleteVenue(pageRef, venue)
  const [isRefused, setIsRefused] = useState(false)

  const confirm = async () => {
    setIsRefused(false)
    try {
      await remove.mutateAsync(venue.id)
    } catch (error) {
      // In use: nothing to retry in the dialog, so it closes and the section explains.
      if (isVenueInUse(error)) setIsRefused(true)
      else throw error
    }
  }

  return (
    <FormSection
      tone="danger"
      title={<FormattedMessage id="competition.venueForm.deleteTitle" defaultMessage="Delete venue" />}
      description={
        <FormattedMessage
          id="competition.venueForm.deleteDescription"
          defaultMessage="Only a venue no team, match or event uses can be deleted. This cannot be undone."
        />
      }
    >
      {isRefused ? (
        <FormAlert>
          <FormattedMessage
            id="competition.venueForm.inUse"
            defaultMessage="{name} cannot be deleted while it is in use: a team has it as its home venue (this season or an earlier one), or a match or event takes place there. Give those teams another home venue first."
            values={{ name: venue.name }}
          />
        </FormAlert>
      ) : homeTeams > 0 ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.venueForm.deleteHomeTeams"
            defaultMessage="{count, plural, one {# team plays} other {# teams play}} at home here this season."
            values={{ count: homeTeams }}
          />
        </p>
      ) : null}
      <ConfirmDialog
        variant="danger"
        title={intl.formatMessage(
          { id: 'competition.venueForm.deleteConfirmTitle', defaultMessage: 'Delete {name}?' },
          { name: venue.name },
        )}
        description={intl.formatMessage({
          id: 'competition.venueForm.deleteConfirmBody',
          defaultMessage: 'The venue, its address, boards, nights and notes go for good.',
        })}
        confirmLabel={intl.formatMessage({
          id: 'competition.venueForm.deleteConfirm',
          defaultMessage: 'Delete for good',
        })}
        cancelLabel={intl.formatMessage({ id: 'competition.venueForm.deleteCancel', defaultMessage: 'Keep it' })}
        onConfirm={confirm}
      >
        <Button variant="danger" className="self-start">
          <FormattedMessage id="competition.venueForm.deleteOpen" defaultMessage="Delete this venue" />
        </Button>
      </ConfirmDialog>
    </FormSection>
  )
}
