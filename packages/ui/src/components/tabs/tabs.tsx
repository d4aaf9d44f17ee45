import { cva, type VariantProps } from 'class-variance-authority'
import { Tabs as TabsPrimitive } from 'radix-ui'
import { createContext, use, type ComponentProps } from 'react'
import { cn } from '../../lib/cn'

export type TabsVariant = 'underline' | 'pills'

// The list owns the variant; triggers read it so callers set it once.
const TabsVariantContext = createContext<TabsVariant>('underline')

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>

/**
 * Switches between panels of related content (a match's legs, statistics and history). Arrow keys move between
 * tabs; state is Radix's `value`/`defaultValue`/`onValueChange`.
 *
 * @example
 * <Tabs defaultValue="standings">
 *   <TabsList variant="pills" aria-label={t('tournament.sections')}>
 *     <TabsTrigger value="standings">{t('tournament.standings')}</TabsTrigger>
 *   </TabsList>
 *   <TabsContent value="standings">…</TabsContent>
 * </Tabs>
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex gap-3 data-[orientation=horizontal]:flex-col', className)}
      {...props}
    />
  )
}

// The underline is an inset shadow, not a border the triggers overlap with a negative margin: that overlap made the
// list overflow by one pixel downwards, and `overflow-x: auto` showed a 1-px vertical scrollbar on Linux and Windows.
export const tabsListVariants = cva('inline-flex max-w-full items-center overflow-x-auto overflow-y-hidden', {
  variants: {
    variant: {
      underline: 'gap-1 shadow-[inset_0_-1px_0_var(--color-border)]',
      pills: 'gap-1 rounded-lg bg-muted p-1',
    },
  },
  defaultVariants: { variant: 'underline' },
})

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List> & VariantProps<typeof tabsListVariants>

export function TabsList({ variant = 'underline', className, ...props }: TabsListProps) {
  const resolved = variant ?? 'underline'
  return (
    <TabsVariantContext value={resolved}>
      <TabsPrimitive.List
        data-slot="tabs-list"
        data-variant={resolved}
        className={cn(tabsListVariants({ variant: resolved }), className)}
        {...props}
      />
    </TabsVariantContext>
  )
}

export const tabsTriggerVariants = cva(
  [
    'inline-flex min-h-10 shrink-0 items-center justify-center gap-2 px-4 text-sm font-medium whitespace-nowrap',
    'text-muted-foreground transition-colors hover:text-foreground motion-reduce:transition-none',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    // Inside the trigger: the list clips what overflows it.
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
  ],
  {
    variants: {
      variant: {
        underline: [
          'border-b-2 border-transparent',
          'data-[state=active]:border-primary data-[state=active]:text-foreground',
        ],
        pills:
          'rounded-md data-[state=active]:bg-surface-raised data-[state=active]:text-foreground data-[state=active]:shadow-sm',
      },
    },
    defaultVariants: { variant: 'underline' },
  },
)

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>

export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  const variant = use(TabsVariantContext)
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      data-variant={variant}
      className={cn(tabsTriggerVariants({ variant }), className)}
      {...props}
    />
  )
}

export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>

export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring', className)}
      {...props}
    />
  )
}
