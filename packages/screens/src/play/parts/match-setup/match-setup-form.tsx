import { Button, FormControl, FormDescription, FormField, FormLabel, FormMessage, Input, RadioGroup } from '@oche/ui'
import type { FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { startScorePresets, type FormatKind, type MatchSetup, type SetupDraft } from './match-setup'
import { PlayersFieldset } from './players-fieldset'
import { Choice, CountField, Section } from './setup-fields'
import { useIssueText } from './use-issue-text'
import { useMatchSetupForm } from './use-match-setup-form'

export type MatchSetupFormProps = {
  defaultDraft: SetupDraft
  onStart: (setup: MatchSetup) => void
  /** A bot match: the first player is you, the second the bot, whose name cannot be changed. */
  botName?: string
}

/** Sets up an x01 match: start score, in and out rules, legs or sets, 1–4 players or teams, who throws first. */
export function MatchSetupForm({ defaultDraft, onStart, botName }: MatchSetupFormProps) {
  const intl = useIntl()
  const issueText = useIssueText()
  const form = useMatchSetupForm(defaultDraft)
  const { draft, issues } = form
  const isBot = botName !== undefined
  const playerName = (index: number) =>
    draft.players[index]?.name.trim() ||
    intl.formatMessage({ id: 'play.setup.playerNumber', defaultMessage: 'Player {number}' }, { number: index + 1 })

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const setup = form.submit()
    if (setup) onStart(setup)
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-8" data-slot="match-setup-form">
      <Section title={<FormattedMessage id="play.setup.startScore" defaultMessage="Start score" />}>
        {(labelId) => (
          <>
            <RadioGroup
              aria-labelledby={labelId}
              orientation="horizontal"
              value={draft.startScoreChoice}
              onValueChange={(startScoreChoice) => form.update({ startScoreChoice })}
            >
              {startScorePresets.map((score) => (
                <Choice key={score} value={String(score)}>
                  {score}
                </Choice>
              ))}
              <Choice value="custom">
                <FormattedMessage id="play.setup.custom" defaultMessage="Custom" />
              </Choice>
            </RadioGroup>
            {draft.startScoreChoice === 'custom' && (
              <FormField error={issueText(issues.startScore)} className="max-w-xs">
                <FormLabel>
                  <FormattedMessage id="play.setup.customStartScore" defaultMessage="Custom start score" />
                </FormLabel>
                <FormControl>
                  <Input
                    size="lg"
                    inputMode="numeric"
                    value={draft.customStartScore}
                    onChange={(event) => form.update({ customStartScore: event.target.value })}
                  />
                </FormControl>
                <FormDescription>
                  <FormattedMessage id="play.setup.customStartScoreHelp" defaultMessage="From 101 to 1001." />
                </FormDescription>
                <FormMessage />
              </FormField>
            )}
          </>
        )}
      </Section>

      <div className="grid gap-8 sm:grid-cols-2">
        <Section title={<FormattedMessage id="play.setup.inRule" defaultMessage="Start of a leg" />}>
          {(labelId) => (
            <RadioGroup
              aria-labelledby={labelId}
              value={draft.inRule}
              onValueChange={(inRule) => form.update({ inRule: inRule as SetupDraft['inRule'] })}
            >
              <Choice value="straight">
                <FormattedMessage id="play.setup.straightIn" defaultMessage="Straight in" />
              </Choice>
              <Choice value="double">
                <FormattedMessage id="play.setup.doubleIn" defaultMessage="Double in" />
              </Choice>
              <Choice value="master">
                <FormattedMessage id="play.setup.masterIn" defaultMessage="Master in (double or treble)" />
              </Choice>
            </RadioGroup>
          )}
        </Section>
        <Section title={<FormattedMessage id="play.setup.outRule" defaultMessage="End of a leg" />}>
          {(labelId) => (
            <RadioGroup
              aria-labelledby={labelId}
              value={draft.outRule}
              onValueChange={(outRule) => form.update({ outRule: outRule as SetupDraft['outRule'] })}
            >
              <Choice value="straight">
                <FormattedMessage id="play.setup.straightOut" defaultMessage="Straight out" />
              </Choice>
              <Choice value="double">
                <FormattedMessage id="play.setup.doubleOut" defaultMessage="Double out" />
              </Choice>
              <Choice value="master">
                <FormattedMessage id="play.setup.masterOut" defaultMessage="Master out (double or treble)" />
              </Choice>
            </RadioGroup>
          )}
        </Section>
      </div>

      <Section title={<FormattedMessage id="play.setup.format" defaultMessage="Format" />}>
        {(labelId) => (
          <>
            <RadioGroup
              aria-labelledby={labelId}
              orientation="horizontal"
              value={draft.formatKind}
              onValueChange={(formatKind) => form.update({ formatKind: formatKind as FormatKind })}
            >
              <Choice value="firstTo">
                <FormattedMessage id="play.setup.firstTo" defaultMessage="First to" />
              </Choice>
              <Choice value="bestOf">
                <FormattedMessage id="play.setup.bestOf" defaultMessage="Best of" />
              </Choice>
              <Choice value="sets">
                <FormattedMessage id="play.setup.sets" defaultMessage="Sets" />
              </Choice>
            </RadioGroup>
            <div className="grid max-w-md gap-4 sm:grid-cols-2">
              {draft.formatKind === 'sets' ? (
                <>
                  <CountField
                    label={<FormattedMessage id="play.setup.setsCount" defaultMessage="Sets to win" />}
                    value={draft.sets}
                    error={issueText(issues.sets)}
                    onChange={(sets) => form.update({ sets })}
                  />
                  <CountField
                    label={<FormattedMessage id="play.setup.legsPerSet" defaultMessage="Legs to win a set" />}
                    value={draft.legsPerSet}
                    error={issueText(issues.legsPerSet)}
                    onChange={(legsPerSet) => form.update({ legsPerSet })}
                  />
                </>
              ) : (
                <CountField
                  label={
                    draft.formatKind === 'bestOf' ? (
                      <FormattedMessage id="play.setup.bestOfLegs" defaultMessage="Legs to play (best of)" />
                    ) : (
                      <FormattedMessage id="play.setup.firstToLegs" defaultMessage="Legs to win" />
                    )
                  }
                  value={draft.legs}
                  error={issueText(issues.legs)}
                  onChange={(legs) => form.update({ legs })}
                />
              )}
            </div>
          </>
        )}
      </Section>

      <PlayersFieldset form={form} botName={botName} playerName={playerName} />

      <Section title={<FormattedMessage id="play.setup.starter" defaultMessage="Who throws first" />}>
        {(labelId) => (
          <RadioGroup
            aria-labelledby={labelId}
            orientation="horizontal"
            value={draft.starter}
            onValueChange={(starter) => form.update({ starter })}
          >
            {draft.players.map((_, index) => (
              <Choice key={index} value={String(index)}>
                {isBot && index === 1 ? botName : playerName(index)}
              </Choice>
            ))}
            <Choice value="bullOff">
              <FormattedMessage id="play.setup.bullOff" defaultMessage="Bull-off at the board" />
            </Choice>
          </RadioGroup>
        )}
      </Section>

      <Button type="submit" size="xl" className="self-start">
        <FormattedMessage id="play.setup.start" defaultMessage="Start match" />
      </Button>
    </form>
  )
}
