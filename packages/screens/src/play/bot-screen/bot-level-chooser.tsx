import { botLevels } from '@oche/darts'
import { localizedPath } from '@oche/i18n'
import { Card, CardDescription, CardHeader, CardTitle } from '@oche/ui'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { useBotName } from './use-bot-name'
import { routePath } from '../../routing/route-path'

/** Every bot level with the average it plays at, each a link to its match. */
export function BotLevelChooser() {
  const { Link } = usePlatform()
  const locale = useLocale()
  const botName = useBotName()
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-slot="bot-levels">
      {botLevels.map((info) => (
        <li key={info.level}>
          <Link
            href={localizedPath(routePath('play-bot-id', { id: info.level }), locale)}
            className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Card className="h-full transition-colors hover:bg-muted">
              <CardHeader>
                <CardTitle asChild>
                  <h2>{botName(info.level)}</h2>
                </CardTitle>
                <CardDescription>
                  <FormattedMessage
                    id="play.bot.average"
                    defaultMessage="Averages about {average}"
                    values={{ average: info.targetAverage }}
                  />
                </CardDescription>
              </CardHeader>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  )
}
