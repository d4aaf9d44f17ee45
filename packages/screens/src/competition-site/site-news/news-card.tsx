import type { SiteNewsSummary } from '@oche/api'
import { FormattedDate } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'

/** When an article came out, as a `time` element in the page's language: "25 November 2026". */
export function NewsDate({ at }: { at: string | null }) {
  if (!at) return null
  return (
    <time dateTime={at} className="text-sm text-muted-foreground">
      <FormattedDate value={at} dateStyle="long" />
    </time>
  )
}

/**
 * An article in a list: its cover, its title linking to it, when it came out and its excerpt. `compact` (the
 * site's home) leaves the cover small and the excerpt to two lines.
 */
export function NewsCard({
  item,
  href,
  compact = false,
  headingLevel = 'h2',
}: {
  item: SiteNewsSummary
  href: string
  compact?: boolean
  headingLevel?: 'h2' | 'h3'
}) {
  const { Link } = usePlatform()
  const Heading = headingLevel
  return (
    <article
      data-slot="news-card"
      className={`relative flex min-w-0 gap-4 ${compact ? 'flex-row items-start' : 'flex-col sm:flex-row sm:items-start'}`}
    >
      {item.cover ? (
        // The title says what the article is about: the cover is decoration here.
        <img
          src={item.cover.url}
          alt=""
          loading="lazy"
          className={`shrink-0 rounded-md bg-muted object-cover ${compact ? 'size-16' : 'aspect-video w-full sm:w-56'}`}
        />
      ) : null}
      <div className="flex min-w-0 flex-col gap-1">
        <Heading className={`font-semibold break-words ${compact ? 'text-base' : 'text-xl'}`}>
          {/* The whole card opens the article; the link's name is the title. */}
          <Link
            href={href}
            className="underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {item.title}
          </Link>
        </Heading>
        <NewsDate at={item.published_at} />
        {item.excerpt ? (
          <p className={`text-muted-foreground break-words ${compact ? 'line-clamp-2 text-sm' : ''}`}>{item.excerpt}</p>
        ) : null}
      </div>
    </article>
  )
}
