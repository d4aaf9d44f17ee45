import { ApiRequestError, type CompetitionVenue } from '@oche/api'
import { ShieldAlert } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageState } from '../../app/page-states'
import { BoardList } from '../../manage/parts/board-admin'
import { FormSection } from '../../manage/parts/form-fields/form-section'
import { LoadErrorState, LoadingState } from '../../manage/parts/screen-states/screen-states'
import { useVenueBoards } from './use-venue-boards'

export type VenueBoardsSectionProps = {
  /** The organisation's slug. */
  org: string
  venue: Pick<CompetitionVenue, 'id' | 'name'>
}

/**
 * The venue's own boards (ADR 016), for the organisation's admins: a tablet logged in with a board's code scores the
 * league games played here. Add, rename, switch off, delete and new codes as an event's boards; a code shows once.
 */
export function VenueBoardsSection({ org, venue }: VenueBoardsSectionProps) {
  const intl = useIntl()
  const { list, changes } = useVenueBoards({ org, venue: venue.id })
  return (
    <FormSection
      title={<FormattedMessage id="competition.venueBoards.title" defaultMessage="Boards and login codes" />}
      description={
        <FormattedMessage
          id="competition.venueBoards.description"
          defaultMessage="The tablets at this venue log in to these boards and score the league games played here."
        />
      }
    >
      {list.isPending ? (
        <LoadingState
          rows={2}
          label={intl.formatMessage({ id: 'competition.venueBoards.loading', defaultMessage: 'Loading the boards' })}
        />
      ) : list.error instanceof ApiRequestError && list.error.status === 403 ? (
        // No longer an admin (the role was taken away while the page was open): trying again will not help.
        <PageState
          className="w-full"
          icon={<ShieldAlert />}
          title={<FormattedMessage id="competition.adminOnly.title" defaultMessage="Only the organisation’s admins" />}
          description={
            <FormattedMessage
              id="competition.adminOnly.body"
              defaultMessage="This page is for the admins of the organisation. Ask one of them if something here needs changing."
            />
          }
        />
      ) : list.isError ? (
        <LoadErrorState
          title={
            <FormattedMessage
              id="competition.venueBoards.errorTitle"
              defaultMessage="The venue’s boards could not be loaded"
            />
          }
          onRetry={() => void list.refetch()}
        />
      ) : (
        <BoardList
          boards={list.data}
          changes={changes}
          empty={{
            title: (
              <FormattedMessage
                id="competition.venueBoards.emptyTitle"
                defaultMessage="{venue} has no boards yet"
                values={{ venue: venue.name }}
              />
            ),
            description: (
              <FormattedMessage
                id="competition.venueBoards.emptyBody"
                defaultMessage="Add a board for each dartboard here. Its tablet logs in with the board’s code and scores the league games played on it."
              />
            ),
          }}
          loginHelp={(address) => (
            <FormattedMessage
              id="competition.venueBoards.loginHelp"
              defaultMessage="On the tablet, open {address} and type the code."
              values={{ address: <strong className="font-mono font-semibold text-foreground">{address}</strong> }}
            />
          )}
        />
      )}
    </FormSection>
  )
}
