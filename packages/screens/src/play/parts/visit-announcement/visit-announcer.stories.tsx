import type { Meta, StoryObj } from '@storybook/react-vite'
import { replay, type MatchEvent, type X01MatchConfig } from '@oche/darts'
import { useState } from 'react'
import { expect, userEvent } from 'storybook/test'
import { VisitAnnouncer } from './visit-announcer'

const config: X01MatchConfig = {
  startScore: 101,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 2 },
  sides: ['Mia', 'Bram'],
}

/** Stories only: a match and two buttons that play its next visit, as a scorer would. */
function AnnouncedMatch() {
  const [events, setEvents] = useState<MatchEvent[]>([])
  const replayed = replay(config, events)
  if (!replayed.ok) throw new Error(replayed.error)
  const play = (darts: Extract<MatchEvent, { type: 'darts' }>['darts']) =>
    setEvents((played) => [...played, { type: 'darts', id: crypto.randomUUID(), darts }])
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <button type="button" className="rounded border px-3 py-1" onClick={() => play(['T20', 'M', 'M'])}>
          Treble 20
        </button>
        <button type="button" className="rounded border px-3 py-1" onClick={() => play(['T20'])}>
          Treble 20 on 41 (bust)
        </button>
      </div>
      <VisitAnnouncer match={replayed.value} />
    </div>
  )
}

const meta = {
  title: 'screens/Play/Parts/Visit announcer',
  component: AnnouncedMatch,
} satisfies Meta<typeof AnnouncedMatch>

export default meta
type Story = StoryObj<typeof meta>

const region = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="visit-announcement"]')

/** Silent until a visit is played; then one polite sentence: the score, what is left, who throws next. */
export const AfterEachVisit: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(region(canvasElement)).toHaveAttribute('aria-live', 'polite')
    await expect(region(canvasElement)).toBeEmptyDOMElement()
    await userEvent.click(canvas.getByRole('button', { name: 'Treble 20' }))
    await expect(region(canvasElement)).toHaveTextContent('Mia scored 60, 41 left. Bram to throw.')
    await userEvent.click(canvas.getByRole('button', { name: 'Treble 20' }))
    await expect(region(canvasElement)).toHaveTextContent('Bram scored 60, 41 left. Mia to throw.')
    await userEvent.click(canvas.getByRole('button', { name: 'Treble 20 on 41 (bust)' }))
    await expect(region(canvasElement)).toHaveTextContent('Bust. Mia stays on 41. Bram to throw.')
  },
}

/** In Dutch, in the page's language. */
export const InDutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Treble 20' }))
    await expect(region(canvasElement)).toHaveTextContent('Mia gooit 60, nog 41. Bram is aan de beurt.')
  },
}
