import type { MyMatchKind, MyMatchPeriod } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef, useState } from 'react'
import { expect, fn, screen, userEvent } from 'storybook/test'
import { ClearFiltersButton, MatchKindFilter, MatchPeriodFilter } from './match-filters'

type Value = { kind: MyMatchKind | null; period: MyMatchPeriod | null }

/** Stories only: the two filters my matches and my statistics share, with the clear button, holding their value. */
function SharedFilters({ initial, onChange }: { initial: Value; onChange: (value: Value) => void }) {
  const [value, setValue] = useState(initial)
  const firstFilter = useRef<HTMLButtonElement>(null)
  const change = (next: Value) => {
    onChange(next)
    setValue(next)
  }
  return (
    <div className="grid max-w-2xl grid-cols-1 items-end gap-3 sm:grid-cols-3">
      <MatchKindFilter
        triggerRef={firstFilter}
        value={value.kind}
        onValueChange={(kind) => change({ ...value, kind })}
      />
      <MatchPeriodFilter value={value.period} onValueChange={(period) => change({ ...value, period })} />
      {value.kind || value.period ? (
        <ClearFiltersButton onClear={() => change({ kind: null, period: null })} firstFilter={firstFilter} />
      ) : null}
    </div>
  )
}

const meta = {
  title: 'screens/Accounts/Parts/Match filters',
  component: SharedFilters,
  args: { initial: { kind: null, period: null }, onChange: fn() },
} satisfies Meta<typeof SharedFilters>

export default meta
type Story = StoryObj<typeof meta>

/** Every kind of play and every period on offer; choosing one reports it. */
export const Choosing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kind' }))
    for (const kind of ['Every kind', 'Tournament', 'League', 'Against the bot', 'Local play'])
      await expect(await screen.findByRole('option', { name: kind })).toBeVisible()
    await userEvent.click(screen.getByRole('option', { name: 'League' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ kind: 'league', period: null })
    await userEvent.click(canvas.getByRole('combobox', { name: 'Period' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Last 30 days' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ kind: 'league', period: 'month' })
  },
}

/** Clearing both filters by keyboard leaves focus on the first filter, not on the page. */
export const ClearByKeyboard: Story = {
  args: { initial: { kind: 'bot', period: 'week' } },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Clear the filters' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith({ kind: null, period: null })
    await expect(canvas.queryByRole('button', { name: 'Clear the filters' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('combobox', { name: 'Kind' })).toHaveFocus()
    await expect(canvas.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Every kind')
  },
}
