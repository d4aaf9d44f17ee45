import { cva, type VariantProps } from 'class-variance-authority'
import { ArrowLeft } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn'

const pageContent = cva('mx-auto w-full px-4 py-6 sm:px-6', {
  variants: {
    contentWidth: { narrow: 'max-w-2xl', default: 'max-w-5xl', wide: 'max-w-7xl', full: 'max-w-none' },
  },
  defaultVariants: { contentWidth: 'default' },
})

export type PageLinkProps = { href: string; className: string; children: ReactNode; 'data-slot': string }

/** The default link: a plain anchor. Hosts pass their router's link instead. */
function renderAnchor({ children, ...props }: PageLinkProps) {
  return <a {...props}>{children}</a>
}

export type PageLayoutProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof pageContent> & {
    title?: ReactNode
    description?: ReactNode
    /** Where the back link goes; shown only together with `backLabel`. */
    backHref?: string
    backLabel?: string
    /** Renders links with the host's router, e.g. `(props) => <Link {...props} />`. */
    renderLink?: (props: PageLinkProps) => ReactNode
    /** Buttons beside the title, such as "New tournament". */
    actions?: ReactNode
    /**
     * The content takes the height its parent leaves it (a scorer on a tablet), under a compact header: back link,
     * title and description in one row from `md` up. The parent gives the height.
     */
    fill?: boolean
  }

/** The frame of a page: back link, title, description and actions above the content, at a chosen width. */
export function PageLayout({
  title,
  description,
  backHref,
  backLabel,
  renderLink = renderAnchor,
  actions,
  contentWidth = 'default',
  fill = false,
  className,
  children,
  ...props
}: PageLayoutProps) {
  const hasHeader = Boolean(title || description || actions || (backHref && backLabel))
  return (
    <div
      data-slot="page-layout"
      data-content-width={contentWidth}
      data-fill={fill || undefined}
      className={cn(pageContent({ contentWidth }), fill && 'flex min-h-0 flex-1 flex-col md:py-3', className)}
      {...props}
    >
      {hasHeader && (
        <div
          data-slot="page-layout-header"
          className={cn(
            'flex flex-col',
            fill ? 'mb-3 gap-1 md:flex-row md:flex-wrap md:items-center md:gap-x-4' : 'mb-6 gap-3',
          )}
        >
          {backHref &&
            backLabel &&
            renderLink({
              href: backHref,
              'data-slot': 'page-layout-back',
              className: cn(
                '-ms-2 inline-flex h-10 items-center gap-1.5 self-start rounded-md px-2 text-sm font-medium',
                'text-muted-foreground hover:bg-muted hover:text-foreground',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              ),
              children: (
                <>
                  <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
                  {backLabel}
                </>
              ),
            })}
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div
              className={cn(
                'flex min-w-0 flex-col gap-1',
                fill && 'md:flex-row md:flex-wrap md:items-baseline md:gap-x-3',
              )}
            >
              {title && (
                <h1
                  data-slot="page-layout-title"
                  className={cn('font-semibold tracking-tight break-words', fill ? 'text-xl' : 'text-2xl')}
                >
                  {title}
                </h1>
              )}
              {/* A div, not a paragraph: a description may hold a line of badges or a block, and a block inside a
                  <p> is moved out of it by the browser's parser, so a page rendered on the server would not hydrate. */}
              {description && (
                <div data-slot="page-layout-description" className="text-muted-foreground">
                  {description}
                </div>
              )}
            </div>
            {actions && (
              <div data-slot="page-layout-actions" className="flex flex-wrap items-center gap-2">
                {actions}
              </div>
            )}
          </div>
        </div>
      )}
      <div data-slot="page-layout-content" className={fill ? 'flex min-h-0 flex-1 flex-col' : undefined}>
        {children}
      </div>
    </div>
  )
}
