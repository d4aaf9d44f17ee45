import { EmptyState, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { LifeBuoy } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { SiteFrame, SiteNotFound } from '../parts/site-frame'
import { useSiteHelp } from './use-site-help'

export type SiteHelpScreenProps = {
  /** The `{season}` of the path; undefined for the current season. */
  season?: string
}

function NoHelpYet() {
  return (
    <EmptyState>
      <EmptyStateIcon>
        <LifeBuoy />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="competitionSite.help.emptyTitle" defaultMessage="No help here yet" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="competitionSite.help.emptyBody"
          defaultMessage="The league has not written its help yet. Ask your captain or the league’s secretary."
        />
      </EmptyStateDescription>
    </EmptyState>
  )
}

/**
 * `/{season?}/help` of a league's site: the organisation's help text (how league nights go, whom to ask), as plain
 * paragraphs; the organisation writes it in its site's settings.
 */
export function SiteHelpScreen({ season }: SiteHelpScreenProps) {
  const intl = useIntl()
  const page = useSiteHelp(season)
  return (
    <SiteFrame
      season={season}
      isNotFound={page.status === 'notShown'}
      title={intl.formatMessage({ id: 'competitionSite.help.title', defaultMessage: 'Help' })}
    >
      {page.status === 'ready' ? (
        page.paragraphs.length === 0 ? (
          <NoHelpYet />
        ) : (
          <div data-slot="site-help" className="flex max-w-prose flex-col gap-4 text-base leading-relaxed">
            {page.paragraphs.map((paragraph, index) => (
              <p key={index} className="break-words whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        )
      ) : page.status === 'notShown' ? (
        <SiteNotFound
          season={season}
          title={
            <FormattedMessage id="competitionSite.help.notShownTitle" defaultMessage="This league has no help page" />
          }
        />
      ) : null}
    </SiteFrame>
  )
}
