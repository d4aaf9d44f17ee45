import { localizedPath } from '@oche/i18n'
import { Lock } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../../../app/language/use-locale'
import { PageState, PageStateLink } from '../../../../app/page-states'
import { routePath } from '../../../../routing/route-path'
import { ForbiddenState, NotFoundState } from '../../../parts/screen-states/screen-states'

/** The way to the organiser's rankings. */
function useRankingsLink() {
  const locale = useLocale()
  return {
    href: localizedPath(routePath('manage-rankings'), locale),
    label: <FormattedMessage id="manage.rankingStates.toRankings" defaultMessage="Go to your rankings" />,
  }
}

/** The ranking does not exist, or is private to other organisers. */
export function RankingNotFoundState() {
  const rankings = useRankingsLink()
  return (
    <NotFoundState
      title={<FormattedMessage id="manage.rankingStates.notFoundTitle" defaultMessage="This ranking cannot be found" />}
      description={
        <FormattedMessage
          id="manage.rankingStates.notFoundBody"
          defaultMessage="The link may be mistyped, or the ranking was deleted."
        />
      }
      list={rankings}
    />
  )
}

/** The caller may see the ranking but does not manage it (or may not manage rankings at all: no ranking). */
export function RankingForbiddenState({ publicHref }: { publicHref: string | null }) {
  const rankings = useRankingsLink()
  return (
    <ForbiddenState
      title={
        <FormattedMessage id="manage.rankingStates.forbiddenTitle" defaultMessage="You do not manage this ranking" />
      }
      description={
        <FormattedMessage
          id="manage.rankingStates.forbiddenBody"
          defaultMessage="Only its organisers can change it. Ask them to make the changes, or follow it on its public page."
        />
      }
      publicHref={publicHref}
      list={rankings}
    />
  )
}

/** The caller's account may not manage rankings (403 on the list or on creating one). */
export function RankingsForbiddenState() {
  const locale = useLocale()
  return (
    <PageState
      className="w-full"
      icon={<Lock />}
      title={
        <FormattedMessage id="manage.rankingStates.listForbiddenTitle" defaultMessage="You cannot manage rankings" />
      }
      description={
        <FormattedMessage
          id="manage.rankingStates.listForbiddenBody"
          defaultMessage="This account may not make or change rankings. The public rankings are open to everyone."
        />
      }
      actions={
        <PageStateLink variant="outline" href={localizedPath(routePath('rankings'), locale)}>
          <FormattedMessage id="manage.rankingStates.toPublicRankings" defaultMessage="Go to the public rankings" />
        </PageStateLink>
      }
    />
  )
}
