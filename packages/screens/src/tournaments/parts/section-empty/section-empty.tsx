import { localizedPath } from '@oche/i18n'
import { Button, EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateTitle } from '@oche/ui'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { tournamentPath } from '../tournament-page/tournament-sections'

export type SectionEmptyProps = {
  tournamentId: string
  title: ReactNode
  description?: ReactNode
}

/** A tournament page with nothing to show yet (not drawn) or nothing of its kind (no groups in a knockout). */
export function SectionEmpty({ tournamentId, title, description }: SectionEmptyProps) {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <EmptyState data-slot="section-empty">
      <EmptyStateTitle>{title}</EmptyStateTitle>
      {description ? <EmptyStateDescription>{description}</EmptyStateDescription> : null}
      <EmptyStateActions>
        <Button asChild variant="outline">
          <Link href={localizedPath(tournamentPath(tournamentId, 'overview'), locale)}>
            <FormattedMessage id="tournaments.sectionEmpty.overview" defaultMessage="To the overview" />
          </Link>
        </Button>
      </EmptyStateActions>
    </EmptyState>
  )
}
