import { localizedPath } from '@oche/i18n'
import { Button, Skeleton } from '@oche/ui'
import { ArrowLeft } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { MatchSetupForm } from '../parts/match-setup/match-setup-form'
import { ScoredMatch } from '../parts/scorer/scored-match'
import { BotLevelChooser } from './bot-level-chooser'
import { useBot } from './use-bot'
import { routePath } from '../../routing/route-path'

export type BotScreenProps = {
  /** The route's `{id}`: a bot level (`beginner` … `professional`); any other id shows the levels to choose from. */
  id: string
  /** Milliseconds between the bot's darts; about 700 (a human pace) unless a test wants it faster. */
  botDartDelayMs?: number
  /** Seeds the bot's throws of a new match (tests and stories); random otherwise. */
  seed?: number
}

/** `/play/bot/{id}`: a match against the computer at the chosen level, on the same scorer as /play. */
export function BotScreen({ id, botDartDelayMs, seed }: BotScreenProps) {
  const bot = useBot(id, seed)
  const { Link } = usePlatform()
  const locale = useLocale()

  if (!bot.level) {
    return (
      <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
        <h1 className="text-3xl font-bold tracking-tight">
          <FormattedMessage id="play.bot.chooseTitle" defaultMessage="Choose your opponent" />
        </h1>
        <p className="text-muted-foreground">
          <FormattedMessage
            id="play.bot.chooseDescription"
            defaultMessage="Each bot throws like a player of its level: pick one that makes you work for it."
          />
        </p>
        <BotLevelChooser />
      </main>
    )
  }

  if (bot.isLoading) {
    return (
      <main aria-busy="true" className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-64 w-full" />
      </main>
    )
  }

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      {bot.match ? (
        <>
          <h1 className="sr-only">
            <FormattedMessage
              id="play.bot.matchTitle"
              defaultMessage="Match against {name}"
              values={{ name: bot.botName }}
            />
          </h1>
          <ScoredMatch
            key={bot.match.id}
            match={bot.match}
            onSave={bot.save}
            isSynced={bot.isSynced}
            onPlayAgain={bot.playAgain}
            onNewMatch={bot.newMatch}
            onLeave={bot.newMatch}
            botDartDelayMs={botDartDelayMs}
          />
        </>
      ) : (
        <>
          <Button asChild variant="ghost" className="self-start">
            <Link href={localizedPath(routePath('play-bot-id', { id: 'choose' }), locale)}>
              <ArrowLeft aria-hidden />
              <FormattedMessage id="play.bot.otherLevel" defaultMessage="Choose another bot" />
            </Link>
          </Button>
          <h1 className="text-3xl font-bold tracking-tight">
            <FormattedMessage id="play.bot.setupTitle" defaultMessage="Play {name}" values={{ name: bot.botName }} />
          </h1>
          <MatchSetupForm
            key={bot.isSynced ? 'signed-in' : 'guest'}
            defaultDraft={bot.setupDraft}
            onStart={bot.start}
            botName={bot.botName}
          />
        </>
      )}
    </main>
  )
}
