import { localizedPath } from '@oche/i18n'
import { PageLayout } from '@oche/ui'
import type { ReactNode } from 'react'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { routePath } from '../../../routing/route-path'
import { LoadErrorState, LoadingState } from '../screen-states/screen-states'

/** What the page needs of its list's query: the data once there, the error if loading failed, and a retry. */
export type ListPageQuery<T> = {
  data: T | undefined
  error: unknown
  refetch: () => unknown
}

export type ListPageProps<T> = {
  title: string
  description: string
  /** The name of the link back to the organiser's home page. */
  backLabel: string
  query: ListPageQuery<T>
  /** The heading shown when the list could not be loaded (with a retry button). */
  errorTitle: ReactNode
  /** What screen readers hear while the list loads. */
  loadingLabel: string
  /** Buttons beside the title (a "New …" link). */
  actions?: ReactNode
  /** A page state of its own for some failures (403: "you may not"); the error state with a retry otherwise. */
  errorState?: (error: unknown) => ReactNode
  /** The page's content once the list is loaded. */
  children: (data: T) => ReactNode
}

/**
 * An organiser's list page under the organiser home (locations, participants): title, description and back link,
 * then skeleton rows while the list loads, an error with a retry when it fails, and the content once it is there.
 */
export function ListPage<T>({
  title,
  description,
  backLabel,
  query,
  errorTitle,
  loadingLabel,
  actions,
  errorState,
  children,
}: ListPageProps<T>) {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <main>
      <PageLayout
        title={title}
        description={description}
        backHref={localizedPath(routePath('manage'), locale)}
        backLabel={backLabel}
        actions={actions}
        renderLink={({ href, children: linkChildren, ...props }) => (
          <Link href={href} {...props}>
            {linkChildren}
          </Link>
        )}
      >
        {query.data ? (
          children(query.data)
        ) : query.error ? (
          (errorState?.(query.error) ?? <LoadErrorState title={errorTitle} onRetry={() => void query.refetch()} />)
        ) : (
          <LoadingState label={loadingLabel} />
        )}
      </PageLayout>
    </main>
  )
}
