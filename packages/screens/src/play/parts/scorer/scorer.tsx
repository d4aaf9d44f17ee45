import { matchStatistics, type Dart } from '@oche/darts'
import { cn, Switch, Tabs, TabsContent, TabsList, TabsTrigger } from '@oche/ui'
import { useId, useMemo, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useCallerVoice } from '../caller-voice/use-caller-voice'
import { MatchSummary } from '../match-summary/match-summary'
import { VisitAnnouncer } from '../visit-announcement/visit-announcer'
import { BullOffPrompt } from './bull-off-prompt'
import { DartEntry } from './dart-entry'
import { KeypadEntry } from './keypad-entry'
import { MatchProgress } from './match-progress'
import { ScorerScoreboard } from './scorer-scoreboard'
import { scorerView } from './scorer-view'
import type { MatchScorer } from './use-match-scorer'
import { VisitHistory } from './visit-history'

export type EntryMode = 'total' | 'darts'

export type ScorerProps = {
  /** What the scorer reads and enters: /play's `useMatchScorer`, or another scorer with the same state (a tablet). */
  scorer: Pick<MatchScorer, 'state' | 'submit' | 'needsBullOff'>
  onUndo: () => void
  onPlayAgain: () => void
  onNewMatch: () => void
  /** The side the computer throws for: no input while it is on the oche. */
  botSide?: number | null
  /** Shown in place of the input while the computer throws. */
  botPanel?: ReactNode
  /** The computer's darts of this visit shown so far, so the scoreboard follows them. */
  botDarts?: readonly Dart[]
  /** Extra items for the toolbar (the save status, a quit button). */
  toolbar?: ReactNode
  /**
   * `page` (default) grows with its content; `fill` takes the height its parent gives it (a board tablet): the
   * scores and the keypad stay in view and the visits scroll in the space left.
   */
  fit?: 'page' | 'fill'
}

/**
 * The scorer: scoreboard with the checkout route of the player to throw, the input (keypad with quick scores, or
 * the dartboard dart by dart), the visits of the leg, the caller voice, and the summary at the end.
 */
export function Scorer({
  scorer,
  onUndo,
  onPlayAgain,
  onNewMatch,
  botSide = null,
  botPanel,
  botDarts = [],
  toolbar,
  fit = 'page',
}: ScorerProps) {
  const intl = useIntl()
  const callerId = useId()
  const { state, submit, needsBullOff } = scorer
  const { match } = state
  const statistics = useMemo(() => matchStatistics(match), [match])
  const view = useMemo(() => scorerView(match, statistics), [match, statistics])
  const [mode, setMode] = useState<EntryMode>('total')
  const [pendingDarts, setPendingDarts] = useState<Dart[]>([])
  const caller = useCallerVoice(match)
  const canUndo = match.events.some((event) => event.type !== 'bullOff')
  const isBotThrowing = botSide !== null && view.thrower === botSide

  function handleModeChange(next: string) {
    setMode(next === 'darts' ? 'darts' : 'total')
    setPendingDarts([])
  }

  function input(): ReactNode {
    if (view.isFinished)
      return <MatchSummary match={match} onPlayAgain={onPlayAgain} onNewMatch={onNewMatch} onUndo={onUndo} />
    if (needsBullOff) return <BullOffPrompt sides={match.config.sides} onEvent={submit} />
    if (isBotThrowing) return botPanel
    return (
      <Tabs value={mode} onValueChange={handleModeChange} className="flex flex-col gap-2">
        {/* Two halves of the input's width whose labels wrap: "Summe der Aufnahme" and "Pfeil für Pfeil" side by side
            are wider than a 320 px phone. */}
        <TabsList
          variant="pills"
          className="w-full"
          aria-label={intl.formatMessage({ id: 'play.scorer.entryMode', defaultMessage: 'How to enter a visit' })}
        >
          <TabsTrigger value="total" className="flex-1 shrink whitespace-normal">
            <FormattedMessage id="play.scorer.modeTotal" defaultMessage="Visit total" />
          </TabsTrigger>
          <TabsTrigger value="darts" className="flex-1 shrink whitespace-normal">
            <FormattedMessage id="play.scorer.modeDarts" defaultMessage="Dart by dart" />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="total">
          <KeypadEntry match={match} onEvent={submit} onUndo={onUndo} canUndo={canUndo} />
        </TabsContent>
        <TabsContent value="darts">
          <DartEntry
            match={match}
            darts={pendingDarts}
            onDartsChange={setPendingDarts}
            onEvent={submit}
            onUndo={onUndo}
            canUndo={canUndo}
          />
        </TabsContent>
      </Tabs>
    )
  }

  return (
    <div
      data-slot="scorer"
      data-status={match.status}
      data-fit={fit}
      className={cn('flex flex-col gap-3', fit === 'fill' && 'min-h-0 flex-1')}
    >
      <VisitAnnouncer match={match} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <MatchProgress match={match} view={view} />
        <div className="flex flex-wrap items-center gap-4">
          {toolbar}
          {caller.isSupported && (
            <div className="flex items-center gap-2">
              <Switch id={callerId} checked={caller.isEnabled} onCheckedChange={caller.setEnabled} />
              <label htmlFor={callerId} className="text-sm font-medium">
                <FormattedMessage id="play.scorer.caller" defaultMessage="Caller voice" />
              </label>
            </div>
          )}
        </div>
      </div>
      {/* A phone shows the scoreboard, the input, then the visits; a tablet puts the input beside the other two. */}
      <div
        className={cn(
          'grid grid-cols-1 gap-3 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:items-start',
          fit === 'fill' && 'min-h-0 flex-1 grid-rows-[auto_auto_minmax(0,1fr)] lg:grid-rows-[auto_minmax(0,1fr)]',
        )}
      >
        <div className="lg:col-start-1">
          <ScorerScoreboard
            match={match}
            view={view}
            pendingDarts={isBotThrowing ? botDarts : mode === 'darts' ? pendingDarts : []}
          />
        </div>
        <div
          className={
            view.isFinished
              ? 'flex flex-col gap-3 lg:col-span-2'
              : 'flex flex-col gap-3 lg:col-start-2 lg:row-span-2 lg:row-start-1'
          }
        >
          {input()}
        </div>
        <div className={cn('lg:col-start-1', fit === 'fill' && 'min-h-0 self-stretch overflow-y-auto')}>
          <VisitHistory view={view} />
        </div>
      </div>
    </div>
  )
}
