import type { LeagueMatchList } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { matchFilterOptions } from '../../competition/league-matches/list/match-filters'
import { site } from '../parts/site-page/site-page.story-helpers'
import { sitePartStory, WithSiteMatches } from '../parts/site-page/site-part.story-helpers'
import { noCalendarFilters, type CalendarFilters } from './calendar-filters'
import { CalendarToolbar } from './calendar-toolbar'

function ChosenToolbar({
  matches,
  value: initial,
  onValueChange,
}: {
  matches: LeagueMatchList
  value: CalendarFilters
  onValueChange: (value: CalendarFilters) => void
}) {
  const [value, setValue] = useState(initial)
  return (
    <CalendarToolbar
      value={value}
      onValueChange={(next) => {
        onValueChange(next)
        setValue(next)
      }}
      options={matchFilterOptions(matches, value.division)}
    />
  )
}

/** The toolbar as the calendar page gives it: the season's divisions and teams to choose from, the choice kept. */
function SiteCalendarToolbar({
  value,
  onValueChange,
}: {
  value: CalendarFilters
  onValueChange: (value: CalendarFilters) => void
}) {
  return (
    <WithSiteMatches>
      {({ matches }) => <ChosenToolbar matches={matches} value={value} onValueChange={onValueChange} />}
    </WithSiteMatches>
  )
}

const print = fn()

const meta = {
  title: 'screens/Competition site/Parts/Calendar toolbar',
  component: SiteCalendarToolbar,
  args: { value: noCalendarFilters, onValueChange: fn() },
  parameters: sitePartStory('/calendar'),
  beforeEach: () => {
    print.mockClear()
    const original = window.print
    window.print = print
    return () => {
      window.print = original
    }
  },
} satisfies Meta<typeof SiteCalendarToolbar>

export default meta
type Story = StoryObj<typeof meta>

const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
}
const optionsOf = async (label: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  const names = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent)
  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
  return names
}

/**
 * Every match: a division, then a team of it, narrow the list (each choice reported); "Show every match" lets go of
 * both; "Print" prints the list.
 */
export const Filter: Story = {
  play: async ({ args }) => {
    const group = await screen.findByRole('group', { name: 'Filters' })
    await expect(within(group).getByRole('combobox', { name: 'Division' })).toHaveTextContent('All divisions')
    await expect(within(group).getByRole('combobox', { name: 'Team' })).toHaveTextContent('All teams')
    await expect(within(group).queryByRole('button', { name: 'Show every match' })).not.toBeInTheDocument()
    // Every team of the season, The Arrows among them.
    await expect(await optionsOf('Team')).toContain('The Arrows')

    await choose('Division', 'Second division')
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ division: site.divisions.second, team: null })
    await expect(screen.getByRole('combobox', { name: 'Division' })).toHaveTextContent('Second division')
    // Only the second division's teams now.
    const teams = await optionsOf('Team')
    await expect(teams).not.toContain('The Arrows')
    await expect(teams.length).toBeGreaterThan(2)

    await expect(teams).toContain('Double Top')
    await choose('Team', 'Double Top')
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ division: site.divisions.second, team: 'double-top' })
    await expect(screen.getByRole('combobox', { name: 'Team' })).toHaveTextContent('Double Top')

    await userEvent.click(within(group).getByRole('button', { name: 'Show every match' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(noCalendarFilters)
    await expect(screen.getByRole('combobox', { name: 'Division' })).toHaveTextContent('All divisions')
    await expect(screen.getByRole('combobox', { name: 'Team' })).toHaveTextContent('All teams')
    await expect(within(group).queryByRole('button', { name: 'Show every match' })).not.toBeInTheDocument()

    await userEvent.click(within(group).getByRole('button', { name: 'Print' }))
    await expect(print).toHaveBeenCalledTimes(1)
  },
}

/** From a shared link: The Arrows's matches chosen; back to every division with "All divisions". */
export const TeamChosen: Story = {
  args: { value: { division: null, team: site.team } },
  play: async ({ args }) => {
    const team = await screen.findByRole('combobox', { name: 'Team' })
    await expect(team).toHaveTextContent('The Arrows')
    await expect(screen.getByRole('button', { name: 'Show every match' })).toBeVisible()
    await choose('Team', 'All teams')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(noCalendarFilters)
    await expect(team).toHaveTextContent('All teams')
    await expect(screen.queryByRole('button', { name: 'Show every match' })).not.toBeInTheDocument()
  },
}

/** The cups are among the divisions: a cup's matches can be chosen too. */
export const CupChosen: Story = {
  play: async ({ args }) => {
    await screen.findByRole('combobox', { name: 'Division' })
    await expect(await optionsOf('Division')).toEqual(expect.arrayContaining(['First division', 'League Cup']))
    await choose('Division', 'League Cup')
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ division: site.cups.drawn, team: null })
  },
}

/** On a phone, in French: the filters one under the other, in the glossary's words. */
export const PhoneInFrench: Story = {
  globals: { locale: 'fr', viewport: { value: 'mobile1', isRotated: false } },
  parameters: sitePartStory('/fr/calendar'),
  play: async () => {
    const division = await screen.findByRole('combobox', { name: 'Division' })
    const team = screen.getByRole('combobox', { name: 'Équipe' })
    await expect(division).toHaveTextContent('Toutes les divisions')
    await expect(team).toHaveTextContent('Toutes les équipes')
    await expect(team.getBoundingClientRect().top).toBeGreaterThan(division.getBoundingClientRect().bottom)
    await userEvent.click(screen.getByRole('button', { name: 'Imprimer' }))
    await expect(print).toHaveBeenCalledTimes(1)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { value: { division: site.divisions.first, team: null } },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await screen.findByRole('combobox', { name: 'Division' })).toHaveTextContent('First division')
  },
}
