import {
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react'

/** What a menu's button is given: its element's ref, and before the menu's code is there what loads and opens it. */
export type MenuButtonProps = {
  ref: Ref<HTMLButtonElement>
  'aria-haspopup'?: 'menu'
  'aria-expanded'?: boolean
  'data-state'?: 'closed'
  onPointerEnter?: () => void
  onFocus?: () => void
  onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void
  onClick?: () => void
}

/** What the loaded menu is given: its button (for its trigger, `asChild`), and whether to open at once. */
export type LoadedMenuProps = { trigger: ReactElement; defaultOpen: boolean }

/** The keys that open a menu from its button, as Radix's trigger has them. */
const openingKeys = new Set(['Enter', ' ', 'ArrowDown'])

/**
 * A header menu whose code (Radix's menu, its positioning, its focus and scroll handling) is loaded when its button is
 * first pointed at, focused or pressed, not with the page: most visits never open the language, colour or account
 * menu, and every page has them. Until then the button is drawn as the loaded menu's trigger draws it (the same
 * element, `aria-haspopup`, closed); a press before the code is there (a pointer, Enter, Space, ArrowDown or a screen
 * reader's click) opens the menu once it is, and a button that had the focus keeps it. Once one page has loaded a menu, every later page draws it at once.
 *
 * @example
 * const LanguageMenu = deferredMenu(() => import('./language-menu-list').then((module) => module.LanguageMenuList))
 * <LanguageMenu button={(props) => <IconButton label={label} {...props}><Languages /></IconButton>} />
 */
export function deferredMenu<P extends object = object>(
  load: () => Promise<ComponentType<P & LoadedMenuProps>>,
): ComponentType<P & { button: (props: MenuButtonProps) => ReactElement }> {
  let loaded: ComponentType<P & LoadedMenuProps> | undefined
  let loading: Promise<ComponentType<P & LoadedMenuProps>> | undefined
  const start = () => {
    loading ??= load().then((menu) => (loaded = menu))
    return loading
  }

  function DeferredMenu({ button, ...props }: P & { button: (props: MenuButtonProps) => ReactElement }) {
    // The first render on the client draws what the server drew (the button alone), so hydration matches.
    // `defaultOpen` is read once, when the menu's code came: it only opens the loaded menu as it mounts.
    const [menu, setMenu] = useState<{ Menu: ComponentType<P & LoadedMenuProps>; defaultOpen: boolean } | null>(null)
    // Pressed before the code was there. A ref, not state: the press itself draws nothing new, `setMenu` re-renders.
    const isOpening = useRef(false)
    const placeholder = useRef<HTMLButtonElement>(null)
    const trigger = useRef<HTMLButtonElement>(null)
    const keepsFocus = useRef(false)

    const fetchMenu = () => {
      if (menu) return
      void start().then(
        (Menu) => {
          keepsFocus.current = placeholder.current !== null && placeholder.current === document.activeElement
          setMenu({ Menu, defaultOpen: isOpening.current })
        },
        () => {
          // Offline or a new build: the button stays as it is, and the next press tries again.
          loading = undefined
        },
      )
    }

    // A page drawn after the code came (a later navigation) has the menu at once.
    useLayoutEffect(() => {
      if (loaded && !menu) setMenu({ Menu: loaded, defaultOpen: false })
    }, [menu])

    useLayoutEffect(() => {
      if (menu && keepsFocus.current) {
        keepsFocus.current = false
        trigger.current?.focus()
      }
    }, [menu])

    if (menu) {
      const { Menu, defaultOpen } = menu
      return <Menu {...(props as P)} trigger={button({ ref: trigger })} defaultOpen={defaultOpen} />
    }
    const open = () => {
      isOpening.current = true
      // Pressed between the code's coming and its menu's drawing: that menu opens too.
      setMenu((came) => (came && !came.defaultOpen ? { ...came, defaultOpen: true } : came))
      fetchMenu()
    }
    return button({
      ref: placeholder,
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'data-state': 'closed',
      onPointerEnter: fetchMenu,
      onFocus: fetchMenu,
      onPointerDown: (event) => {
        if (event.button !== 0 || event.ctrlKey) return
        event.preventDefault()
        open()
      },
      onKeyDown: (event) => {
        if (!openingKeys.has(event.key)) return
        event.preventDefault()
        open()
      },
      // A screen reader's "press" is a click with no pointer or key before it.
      onClick: open,
    })
  }
  return DeferredMenu
}
