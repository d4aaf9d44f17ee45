import { cva } from 'class-variance-authority'

// The button's looks, apart from its component: a link drawn as a button on a server component page takes them
// from `@oche/ui/static` (docs/adr/031).
export const buttonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap select-none',
    'transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/90',
        outline: 'border border-border bg-background hover:bg-muted',
        ghost: 'hover:bg-muted',
        danger: 'bg-danger text-danger-foreground hover:bg-danger/90',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        xl: 'h-16 px-8 text-lg',
      },
      /**
       * A label that may be longer than a phone's width (a name in it, a long translation) wraps onto more lines,
       * the button growing from its size's height, instead of running off the screen.
       */
      multiline: {
        true: 'h-auto max-w-full text-start whitespace-normal',
        false: '',
      },
    },
    compoundVariants: [
      { multiline: true, size: 'sm', className: 'min-h-8 py-1.5' },
      { multiline: true, size: 'md', className: 'min-h-10 py-2' },
      { multiline: true, size: 'lg', className: 'min-h-12 py-3' },
      { multiline: true, size: 'xl', className: 'min-h-16 py-4' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', multiline: false },
  },
)
