import { localizedPath, type Locale } from '@oche/i18n'
import { buttonVariants } from '@oche/ui/static'
import type { IntlShape } from 'react-intl'
import { routePath } from '../../routing/route-path'

export type HomeViewProps = {
  /** Formats the texts: `useIntl()` in the client screen, the server's `IntlShape` on a server component page. */
  intl: IntlShape
  locale: Locale
}

/** The landing page's four promises, each a title and a sentence. */
const features = (intl: IntlShape) => [
  {
    id: 'tournaments',
    title: intl.formatMessage({
      id: 'home.features.tournamentsTitle',
      defaultMessage: 'Tournaments that run themselves',
    }),
    body: intl.formatMessage({
      id: 'home.features.tournamentsBody',
      defaultMessage:
        'Round-robin groups, a winners and a consolation knockout, boards called automatically and brackets that fill in as results come in.',
    }),
  },
  {
    id: 'leagues',
    title: intl.formatMessage({ id: 'home.features.leaguesTitle', defaultMessage: 'Whole league seasons' }),
    body: intl.formatMessage({
      id: 'home.features.leaguesBody',
      defaultMessage:
        'Teams, divisions, team matches with singles and doubles, a cup, and a public league site on your own domain.',
    }),
  },
  {
    id: 'tablets',
    title: intl.formatMessage({ id: 'home.features.tabletsTitle', defaultMessage: 'Scoring on every board' }),
    body: intl.formatMessage({
      id: 'home.features.tabletsBody',
      defaultMessage:
        'Players score on a tablet at the board, with checkout hints and statistics. No visit is lost, even when the Wi-Fi drops.',
    }),
  },
  {
    id: 'live',
    title: intl.formatMessage({ id: 'home.features.liveTitle', defaultMessage: 'Live for everyone' }),
    body: intl.formatMessage({
      id: 'home.features.liveBody',
      defaultMessage: 'Spectators follow every leg live on their phone or on the big screen at the venue.',
    }),
  },
]

/**
 * The public landing page of the app site. A view (docs/adr/031): the client screen and the server component page
 * render the same markup. Its calls to action are plain links (each opens a page of another kind).
 */
export function HomeView({ intl, locale }: HomeViewProps) {
  const action = (
    route: 'play' | 'tournaments' | 'manage',
    variant: 'primary' | 'outline' | 'ghost',
    label: string,
  ) => (
    <a
      href={localizedPath(routePath(route), locale)}
      data-slot="button"
      data-variant={variant}
      data-size="lg"
      className={buttonVariants({ size: 'lg', variant })}
    >
      {label}
    </a>
  )
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-12 px-4 py-12 sm:px-6 sm:py-20">
      <section aria-labelledby="home-title" className="flex flex-col items-start gap-6">
        <p className="rounded-full bg-muted px-3 py-1 text-sm font-medium text-muted-foreground">
          {intl.formatMessage({ id: 'home.hero.badge', defaultMessage: 'Open source · free to self-host' })}
        </p>
        <h1
          id="home-title"
          className="w-full max-w-3xl text-4xl font-bold tracking-tight text-balance break-words hyphens-auto sm:text-6xl"
        >
          {intl.formatMessage({ id: 'home.hero.title', defaultMessage: 'Next-level darts tournament platform' })}
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground">
          {intl.formatMessage({
            id: 'home.hero.lead',
            defaultMessage:
              'Run tournament nights and league seasons, score on board tablets and let everyone follow the darts live, in English, Dutch, French and German.',
          })}
        </p>
        <div className="flex flex-wrap gap-3">
          {action('play', 'primary', intl.formatMessage({ id: 'home.hero.play', defaultMessage: 'Play a match' }))}
          {action(
            'tournaments',
            'outline',
            intl.formatMessage({ id: 'home.hero.tournaments', defaultMessage: 'Find a tournament' }),
          )}
          {action(
            'manage',
            'ghost',
            intl.formatMessage({ id: 'home.hero.organise', defaultMessage: 'Organise a tournament' }),
          )}
        </div>
      </section>
      <section aria-labelledby="home-features" className="flex flex-col gap-6">
        <h2 id="home-features" className="text-2xl font-semibold">
          {intl.formatMessage({ id: 'home.features.title', defaultMessage: 'Everything a darts night needs' })}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {features(intl).map((feature) => (
            <li key={feature.id} className="rounded-lg border border-border bg-surface p-5">
              <h3 className="font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{feature.body}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  )
}
