import type { User } from '@oche/api'
import { localeInfo, localizedPath } from '@oche/i18n'
import {
  Avatar,
  Button,
  Card,
  CardContent,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  PageLayout,
  Skeleton,
  SkeletonGroup,
} from '@oche/ui'
import { BarChart3, Settings, Swords, Trophy, UserRound } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { useSession } from '../../app/session/session-provider'
import { routePath } from '../../routing/route-path'

export type ProfileScreenProps = Record<string, never>

/** `/profile` (open to everyone): the signed-in user's account at a glance, or an invitation to sign in. */
export function ProfileScreen() {
  const intl = useIntl()
  const session = useSession()
  const title = intl.formatMessage({ id: 'accounts.profile.title', defaultMessage: 'Your profile' })
  switch (session.status) {
    case 'loading':
      return (
        <main>
          <PageLayout title={title} contentWidth="narrow">
            <SkeletonGroup
              label={intl.formatMessage({ id: 'accounts.profile.loading', defaultMessage: 'Loading your profile' })}
            >
              <div className="flex items-center gap-4">
                <Skeleton shape="circle" className="size-16" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-6 w-1/2" />
                  <Skeleton className="w-2/3" />
                </div>
              </div>
              <Skeleton shape="block" />
            </SkeletonGroup>
          </PageLayout>
        </main>
      )
    case 'unauthenticated':
      return <SignedOutProfile title={title} />
    case 'authenticated':
      return session.user ? <SignedInProfile title={title} user={session.user} /> : <SignedOutProfile title={title} />
    default:
      return session.status satisfies never
  }
}

function SignedOutProfile({ title }: { title: string }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <main>
      <PageLayout title={title} contentWidth="narrow">
        <EmptyState>
          <EmptyStateIcon>
            <UserRound />
          </EmptyStateIcon>
          <EmptyStateTitle>
            <FormattedMessage id="accounts.profile.signedOutTitle" defaultMessage="Sign in to see your profile" />
          </EmptyStateTitle>
          <EmptyStateDescription>
            <FormattedMessage
              id="accounts.profile.signedOutBody"
              defaultMessage="With an Oche account you enter tournaments, keep your statistics and organise your own darts nights."
            />
          </EmptyStateDescription>
          <EmptyStateActions>
            <Button asChild size="lg">
              <Link
                href={`${localizedPath(routePath('auth-login'), locale)}?redirect=${encodeURIComponent(localizedPath(routePath('profile'), locale))}`}
              >
                <FormattedMessage id="accounts.profile.signIn" defaultMessage="Sign in" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={localizedPath(routePath('auth-register'), locale)}>
                <FormattedMessage id="accounts.profile.register" defaultMessage="Register" />
              </Link>
            </Button>
          </EmptyStateActions>
        </EmptyState>
      </PageLayout>
    </main>
  )
}

function SignedInProfile({ title, user }: { title: string; user: User }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  const links = [
    {
      href: routePath('profile-settings'),
      Icon: Settings,
      label: <FormattedMessage id="accounts.profile.settings" defaultMessage="Settings" />,
    },
    {
      href: routePath('profile-my-tournaments'),
      Icon: Trophy,
      label: <FormattedMessage id="accounts.profile.myTournaments" defaultMessage="My tournaments" />,
    },
    {
      href: routePath('profile-my-matches'),
      Icon: Swords,
      label: <FormattedMessage id="accounts.profile.myMatches" defaultMessage="My matches" />,
    },
    {
      href: routePath('profile-my-stats'),
      Icon: BarChart3,
      label: <FormattedMessage id="accounts.profile.myStats" defaultMessage="My statistics" />,
    },
  ]
  return (
    <main>
      <PageLayout title={title} contentWidth="narrow">
        <div className="flex flex-col gap-6">
          <Card>
            <CardContent className="flex flex-wrap items-center gap-4">
              <Avatar name={user.name} size="xl" decorative />
              <dl className="grid min-w-0 flex-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                <dt className="text-sm text-muted-foreground">
                  <FormattedMessage id="accounts.profile.name" defaultMessage="Name" />
                </dt>
                <dd className="font-semibold break-words">{user.name}</dd>
                <dt className="text-sm text-muted-foreground">
                  <FormattedMessage id="accounts.profile.email" defaultMessage="E-mail address" />
                </dt>
                <dd className="break-all">{user.email}</dd>
                <dt className="text-sm text-muted-foreground">
                  <FormattedMessage id="accounts.profile.language" defaultMessage="Language" />
                </dt>
                <dd lang={localeInfo[user.langcode].tag}>{localeInfo[user.langcode].name}</dd>
              </dl>
            </CardContent>
          </Card>
          <nav aria-labelledby="profile-links-title">
            <h2 id="profile-links-title" className="sr-only">
              <FormattedMessage id="accounts.profile.linksTitle" defaultMessage="Your pages" />
            </h2>
            <ul className="grid gap-3 sm:grid-cols-3">
              {links.map(({ href, Icon, label }) => (
                <li key={href}>
                  <Button asChild variant="outline" size="xl" className="w-full justify-start">
                    <Link href={localizedPath(href, locale)}>
                      <Icon aria-hidden />
                      {label}
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </PageLayout>
    </main>
  )
}
