import { Button } from '@oche/ui'
import { Monitor, Smartphone } from 'lucide-react'
import { createContext, useContext, useEffect, useRef } from 'react'
import { FormattedMessage } from 'react-intl'
import { preloadLiveTvScreen } from './live-views'

/**
 * True once the spectator switched views with the toggle. The toggle belongs to the view it switches from, so it
 * goes with it; the new view's toggle takes the focus instead of leaving it on the page (#27).
 */
export const TvToggleFocus = createContext(false)

export type TvModeToggleProps = {
  /** Pressed in the TV view, which it leaves; not pressed in the phone view, which it leaves for the TV. */
  isTv: boolean
  onClick: () => void
  className?: string
}

/** Switches a single match between the phone view and the TV view, for a spectator's laptop on a big screen. */
export function TvModeToggle({ isTv, onClick, className }: TvModeToggleProps) {
  const isSwitched = useContext(TvToggleFocus)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (isSwitched) button.current?.focus()
  }, [isSwitched])
  return (
    <Button
      ref={button}
      variant="outline"
      size={isTv ? 'sm' : 'md'}
      aria-pressed={isTv}
      onClick={onClick}
      onPointerEnter={isTv ? undefined : preloadLiveTvScreen}
      onFocus={isTv ? undefined : preloadLiveTvScreen}
      className={className}
    >
      {isTv ? <Smartphone aria-hidden /> : <Monitor aria-hidden />}
      <FormattedMessage id="live.match.tvMode" defaultMessage="TV mode" />
    </Button>
  )
}
