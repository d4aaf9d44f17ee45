import { cva, type VariantProps } from 'class-variance-authority'
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react'
import { RadioGroup } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

export type ColourMode = 'light' | 'dark' | 'system'

const modes: { mode: ColourMode; Icon: LucideIcon }[] = [
  { mode: 'light', Icon: Sun },
  { mode: 'dark', Icon: Moon },
  { mode: 'system', Icon: Monitor },
]

function isColourMode(value: string): value is ColourMode {
  return value === 'light' || value === 'dark' || value === 'system'
}

const colourModeItem = cva(
  [
    'inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-md px-2.5 text-sm font-medium',
    'text-muted-foreground transition-colors hover:text-foreground [&_svg]:size-4 [&_svg]:shrink-0',
    'data-[state=checked]:bg-background data-[state=checked]:text-foreground data-[state=checked]:shadow-sm',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-50',
  ],
  {
    variants: { labels: { visible: '', hidden: 'px-0' } },
    defaultVariants: { labels: 'visible' },
  },
)

export type ColourModeSwitchProps = Omit<
  ComponentProps<typeof RadioGroup.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'children'
> &
  VariantProps<typeof colourModeItem> & {
    value?: ColourMode
    defaultValue?: ColourMode
    onValueChange?: (mode: ColourMode) => void
    /** The three choices' names, translated: `{ light: 'Light', dark: 'Dark', system: 'System' }`. */
    modeLabels: Record<ColourMode, string>
  }

/**
 * Light, dark or follow the system: a radio group of three icon buttons. It only reports the choice; the app
 * stores it and sets the `.dark` class.
 */
export function ColourModeSwitch({
  value,
  defaultValue = 'system',
  onValueChange,
  modeLabels,
  labels = 'visible',
  className,
  ...props
}: ColourModeSwitchProps) {
  return (
    <RadioGroup.Root
      data-slot="colour-mode-switch"
      data-labels={labels}
      orientation="horizontal"
      value={value}
      defaultValue={defaultValue}
      onValueChange={(next) => isColourMode(next) && onValueChange?.(next)}
      className={cn(
        // Wraps onto a second line where three labelled choices do not fit (a phone's card, a long translation).
        'inline-flex max-w-full flex-wrap items-center gap-1 rounded-lg border border-border bg-muted p-1',
        className,
      )}
      {...props}
    >
      {modes.map(({ mode, Icon }) => (
        <RadioGroup.Item
          key={mode}
          value={mode}
          data-slot="colour-mode-switch-item"
          data-mode={mode}
          aria-label={labels === 'hidden' ? modeLabels[mode] : undefined}
          title={labels === 'hidden' ? modeLabels[mode] : undefined}
          className={colourModeItem({ labels })}
        >
          <Icon aria-hidden />
          {labels === 'visible' && <span>{modeLabels[mode]}</span>}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  )
}
