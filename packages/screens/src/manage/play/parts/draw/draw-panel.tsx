import type { TournamentDetail } from '@oche/api'
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@oche/ui'
import { Shuffle } from 'lucide-react'
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../../accounts/parts/account-form/form-alert'
import { failureMessage } from '../../../../app/form-errors/show-server-errors'
import type { PlayActions } from '../play-data/use-play-actions'
import { commonMessages } from '../../../../app/common-messages/common-messages'

export type DrawPanelProps = {
  detail: TournamentDetail
  draw: PlayActions['draw']
}

/** What is drawn: groups (groups and knockout, round robin) or a bracket (knockout, double elimination). */
function drawsGroups(detail: TournamentDetail): boolean {
  const { kind } = detail.tournament.format
  return kind === 'groupsKnockout' || kind === 'roundRobin'
}

/**
 * The draw while nothing is played: "Draw groups" or "Draw bracket" for a draft, "Re-draw" once drawn, each asked
 * once more in a dialog that can leave out the players who did not check in.
 */
export function DrawPanel({ detail, draw }: DrawPanelProps) {
  const intl = useIntl()
  const checkboxId = useId()
  const [isOpen, setIsOpen] = useState(false)
  const [removeNoShows, setRemoveNoShows] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const { status } = detail.tournament
  const isRedraw = status === 'drawn'
  const isGroups = drawsGroups(detail)
  const playing = detail.entries.filter((entry) => !entry.withdrawn)
  const noShows = playing.filter((entry) => !entry.checked_in).length

  const handleOpenChange = (open: boolean) => {
    setIsOpen(open)
    setFailure(null)
    setRemoveNoShows(false)
  }
  const handleDraw = async () => {
    setFailure(null)
    try {
      await draw.mutateAsync({ remove_no_shows: removeNoShows })
      setIsOpen(false)
      toast.success(
        intl.formatMessage(
          {
            id: 'manage.playDraw.done',
            defaultMessage: '{isGroups, select, true {The groups are drawn.} other {The bracket is drawn.}}',
          },
          { isGroups: String(isGroups) },
        ),
      )
    } catch (error) {
      setFailure(failureMessage(error, intl))
    }
  }

  const actionLabel = isRedraw ? (
    <FormattedMessage id="manage.playDraw.redraw" defaultMessage="Re-draw" />
  ) : isGroups ? (
    <FormattedMessage id="manage.playDraw.drawGroups" defaultMessage="Draw groups" />
  ) : (
    <FormattedMessage id="manage.playDraw.drawBracket" defaultMessage="Draw bracket" />
  )

  return (
    <Card data-slot="draw-panel" data-status={status}>
      <CardHeader>
        <CardTitle>
          {isRedraw ? (
            <FormattedMessage id="manage.playDraw.drawnTitle" defaultMessage="The draw is made" />
          ) : (
            <FormattedMessage id="manage.playDraw.draftTitle" defaultMessage="Ready for the draw?" />
          )}
        </CardTitle>
        <CardDescription>
          {isRedraw ? (
            <FormattedMessage
              id="manage.playDraw.drawnBody"
              defaultMessage="Nothing has been played yet, so you can still draw again, for example after late entries."
            />
          ) : (
            <FormattedMessage
              id="manage.playDraw.draftBody"
              defaultMessage="{players, plural, one {# player} other {# players}}, {checkedIn} checked in. Once drawn, the games appear here."
              values={{ players: playing.length, checkedIn: playing.length - noShows }}
            />
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button size="lg" variant={isRedraw ? 'outline' : 'primary'} onClick={() => handleOpenChange(true)}>
          <Shuffle aria-hidden />
          {actionLabel}
        </Button>
      </CardContent>
      <Dialog open={isOpen} onOpenChange={handleOpenChange}>
        <DialogContent size="sm" closeLabel={intl.formatMessage(commonMessages.close)}>
          <DialogHeader>
            <DialogTitle>
              {isRedraw ? (
                <FormattedMessage id="manage.playDraw.redrawTitle" defaultMessage="Draw again?" />
              ) : isGroups ? (
                <FormattedMessage id="manage.playDraw.groupsTitle" defaultMessage="Draw the groups?" />
              ) : (
                <FormattedMessage id="manage.playDraw.bracketTitle" defaultMessage="Draw the bracket?" />
              )}
            </DialogTitle>
            <DialogDescription>
              {isRedraw ? (
                <FormattedMessage
                  id="manage.playDraw.redrawDescription"
                  defaultMessage="The current draw is thrown away and everyone is drawn anew. Boards already called are forgotten."
                />
              ) : (
                <FormattedMessage
                  id="manage.playDraw.drawDescription"
                  defaultMessage="Seeds are kept apart; everyone else is drawn at random. You can draw again until the first game is called."
                />
              )}
            </DialogDescription>
          </DialogHeader>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <div className="flex min-h-12 items-start gap-3">
            <Checkbox
              id={checkboxId}
              className="mt-0.5"
              checked={removeNoShows}
              onCheckedChange={(checked) => setRemoveNoShows(checked === true)}
            />
            <label htmlFor={checkboxId} className="text-sm">
              <FormattedMessage
                id="manage.playDraw.removeNoShows"
                defaultMessage="Remove the players who did not check in ({count})"
                values={{ count: noShows }}
              />
            </label>
          </div>
          <DialogFooter>
            <Button variant="outline" size="lg" onClick={() => handleOpenChange(false)}>
              <FormattedMessage {...commonMessages.cancel} />
            </Button>
            <Button size="lg" onClick={handleDraw} disabled={draw.isPending}>
              {isRedraw ? (
                <FormattedMessage id="manage.playDraw.confirmRedraw" defaultMessage="Draw again" />
              ) : (
                <FormattedMessage id="manage.playDraw.confirm" defaultMessage="Draw now" />
              )}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  )
}
