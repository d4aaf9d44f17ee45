import { Button, FormControl, FormField, FormLabel, FormMessage, IconButton, Input } from '@oche/ui'
import { Plus, Trash2 } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { maxPlayers } from './match-setup'
import { Section } from './setup-fields'
import { useIssueText } from './use-issue-text'
import type { MatchSetupForm } from './use-match-setup-form'

export type PlayersFieldsetProps = {
  form: MatchSetupForm
  /** A bot match: one name to type, the bot's is fixed. */
  botName: string | undefined
  /** The name a row shows elsewhere (its typed name, or "Player 2"). */
  playerName: (index: number) => string
}

/** The players or teams of a match, 1 to 4, each with a name; the signed-in player's row comes first. */
export function PlayersFieldset({ form, botName, playerName }: PlayersFieldsetProps) {
  const intl = useIntl()
  const issueText = useIssueText()
  const { draft, issues } = form
  const isBot = botName !== undefined
  return (
    <Section
      title={
        isBot ? (
          <FormattedMessage id="play.setup.botPlayers" defaultMessage="Players" />
        ) : (
          <FormattedMessage id="play.setup.players" defaultMessage="Players or teams" />
        )
      }
    >
      {() => (
        <>
          {draft.players.map((player, index) =>
            isBot && index === 1 ? (
              <p key="bot" data-slot="bot-opponent" className="text-base">
                <FormattedMessage
                  id="play.setup.botOpponent"
                  defaultMessage="Against: {name}"
                  values={{ name: <strong>{botName}</strong> }}
                />
              </p>
            ) : (
              // Players are only added at the end or removed, so the position is their identity here.
              <div key={index} className="flex items-end gap-2">
                {/* min-w-0: the field gives way to the remove button on the narrowest phones. */}
                <FormField error={issueText(issues[`player${index}`])} className="min-w-0 flex-1">
                  <FormLabel>
                    {isBot ? (
                      <FormattedMessage id="play.setup.yourName" defaultMessage="Your name" />
                    ) : (
                      <FormattedMessage
                        id="play.setup.playerNumber"
                        defaultMessage="Player {number}"
                        values={{ number: index + 1 }}
                      />
                    )}
                  </FormLabel>
                  <FormControl>
                    <Input
                      size="lg"
                      autoComplete="off"
                      value={player.name}
                      onChange={(event) => form.renamePlayer(index, event.target.value)}
                    />
                  </FormControl>
                  <FormMessage />
                </FormField>
                {!isBot && draft.players.length > 1 && (
                  <IconButton
                    size="lg"
                    variant="outline"
                    label={intl.formatMessage(
                      { id: 'play.setup.removePlayer', defaultMessage: 'Remove {name}' },
                      { name: playerName(index) },
                    )}
                    onClick={() => form.removePlayer(index)}
                  >
                    <Trash2 />
                  </IconButton>
                )}
              </div>
            ),
          )}
          {!isBot && draft.players.length < maxPlayers && (
            <Button
              type="button"
              variant="outline"
              size="lg"
              multiline
              className="self-start"
              onClick={() =>
                form.addPlayer(
                  intl.formatMessage(
                    { id: 'play.setup.playerNumber', defaultMessage: 'Player {number}' },
                    { number: draft.players.length + 1 },
                  ),
                )
              }
            >
              <Plus aria-hidden />
              <FormattedMessage id="play.setup.addPlayer" defaultMessage="Add a player or team" />
            </Button>
          )}
        </>
      )}
    </Section>
  )
}
