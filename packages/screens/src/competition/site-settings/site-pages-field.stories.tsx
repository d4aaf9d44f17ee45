import type { CompetitionSitePage } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef, useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SitePagesField, type SitePagesFieldProps } from './site-pages-field'

const changed = fn<(pages: CompetitionSitePage[]) => void>()

/** Stories only: the field held by the story, as the settings form's controller holds it. */
function HeldPagesField(props: Omit<SitePagesFieldProps, 'firstRef'>) {
  const [value, setValue] = useState(props.value)
  const firstRef = useRef<HTMLButtonElement>(null)
  return (
    <SitePagesField
      {...props}
      value={value}
      firstRef={firstRef}
      onChange={(pages) => {
        setValue(pages)
        props.onChange(pages)
      }}
    />
  )
}

const everyPage: CompetitionSitePage[] = ['news', 'calendar', 'documents', 'cup', 'help', 'board-members']
const pageNames = ['News', 'Matches', 'Documents', 'Cup', 'Help', 'Board members']

const meta = {
  title: 'screens/Competition/Site settings/Pages field',
  component: HeldPagesField,
  args: { value: everyPage, onChange: changed, error: undefined },
  beforeEach: () => {
    changed.mockClear()
  },
} satisfies Meta<typeof HeldPagesField>

export default meta
type Story = StoryObj<typeof meta>

const group = (canvas: ReturnType<typeof within>) => canvas.getByRole('group', { name: 'Pages in the site’s menu' })

/** Every page shown (a league that never chose): each box ticked, with what the page holds. */
export const AllShown: Story = {
  play: async ({ canvas }) => {
    const pages = within(group(canvas))
    await expect(group(canvas)).toHaveAccessibleDescription(/The home page, each division’s standings/)
    for (const name of pageNames) await expect(pages.getByRole('checkbox', { name })).toBeChecked()
    await expect(pages.getByRole('checkbox', { name: 'Matches' })).toHaveAccessibleDescription(
      'The fixture list: every match of the season by date, with feeds for phone calendars.',
    )
    await expect(pages.getByRole('checkbox', { name: 'Help' })).toHaveAccessibleDescription('The help text below.')
  },
}

/**
 * The admin takes the documents and the cup off the menu and puts the documents back: each change hands over the
 * pages still shown, in the menu's order.
 */
export const TurnPagesOnAndOff: Story = {
  play: async ({ canvas }) => {
    const pages = within(group(canvas))
    await userEvent.click(pages.getByRole('checkbox', { name: 'Documents' }))
    await expect(pages.getByRole('checkbox', { name: 'Documents' })).not.toBeChecked()
    await expect(changed).toHaveBeenLastCalledWith(['news', 'calendar', 'cup', 'help', 'board-members'])
    await userEvent.click(pages.getByText('Cup'))
    await expect(pages.getByRole('checkbox', { name: 'Cup' })).not.toBeChecked()
    await expect(changed).toHaveBeenLastCalledWith(['news', 'calendar', 'help', 'board-members'])
    await userEvent.click(pages.getByRole('checkbox', { name: 'Documents' }))
    await expect(pages.getByRole('checkbox', { name: 'Documents' })).toBeChecked()
    await expect(changed).toHaveBeenLastCalledWith(['news', 'calendar', 'documents', 'help', 'board-members'])
  },
}

/** Only the pages a site always has: every box empty; ticking one from the keyboard shows that page again. */
export const NoneShown: Story = {
  args: { value: [] },
  play: async ({ canvas }) => {
    const pages = within(group(canvas))
    for (const name of pageNames) await expect(pages.getByRole('checkbox', { name })).not.toBeChecked()
    await userEvent.tab()
    await expect(pages.getByRole('checkbox', { name: 'News' })).toHaveFocus()
    await userEvent.tab()
    await expect(pages.getByRole('checkbox', { name: 'Matches' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(pages.getByRole('checkbox', { name: 'Matches' })).toBeChecked()
    await expect(changed).toHaveBeenLastCalledWith(['calendar'])
  },
}

/** The server refused the pages: its message under the boxes, read with the group, which is marked invalid. */
export const WithError: Story = {
  args: { error: 'Choose the pages from the list.' },
  play: async ({ canvas }) => {
    const field = group(canvas)
    await expect(within(field).getByText('Choose the pages from the list.')).toBeVisible()
    await expect(field).toHaveAccessibleDescription(/Choose the pages from the list\.$/)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
  },
}

/** In Dutch: the pages by their Dutch names. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { value: ['news', 'help'] },
  play: async ({ canvas }) => {
    const pages = within(canvas.getByRole('group', { name: 'Pagina’s in het menu van de site' }))
    await expect(pages.getByRole('checkbox', { name: 'Nieuws' })).toBeChecked()
    await expect(pages.getByRole('checkbox', { name: 'Hulp' })).toBeChecked()
    await expect(pages.getByRole('checkbox', { name: 'Wedstrijden' })).not.toBeChecked()
    await userEvent.click(pages.getByRole('checkbox', { name: 'Bestuursleden' }))
    await expect(changed).toHaveBeenLastCalledWith(['news', 'help', 'board-members'])
  },
}
