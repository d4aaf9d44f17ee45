import { Button } from '@oche/ui'
import { Monitor, Smartphone } from 'lucide-react'
import { FormattedMessage } from 'react-intl'

export type TvModeToggleProps = {
  /** Pressed in the TV view, which it leaves; not pressed in the phone view, which it leaves for the TV. */
  isTv: boolean
  onClick: () => void
  className?: string
}

/** Switches a single match between the phone view and the TV view, for a spectator's laptop on a big screen. */
export function TvModeToggle({ isTv, onClick, className }: TvModeToggleProps) {
  return (
    <Button variant="outline" size={isTv ? 'sm' : 'md'} aria-pressed={isTv} onClick={onClick} className={className}>
      {isTv ? <Smartphone aria-hidden /> : <Monitor aria-hidden />}
      <FormattedMessage id="live.match.tvMode" defaultMessage="TV mode" />
    </Button>
  )
}
