import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockValidationError, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { SiteNewsEditScreen } from './site-news-edit-screen'
import { articles, newsBase, newsItemApi, org, season, siteNewsHandlers } from './site-news.story-helpers'

const meta = {
  title: 'screens/Competition/Site news/Edit',
  component: SiteNewsEditScreen,
  args: { org, season, slug: articles.winter },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${newsBase}/${articles.winter}/edit`,
    msw: { handlers: siteNewsHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof SiteNewsEditScreen>

export default meta
type Story = StoryObj<typeof meta>

const updateCalls = recordRequests('put', newsItemApi)

/** The saved article in the form; the admin renames it, removes its cover and goes back to it. */
export const SaveChanges: Story = {
  parameters: { msw: { handlers: [updateCalls.handler, ...siteNewsHandlers()] } },
  beforeEach: () => {
    updateCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Edit “Winter break and the second half”' }),
    ).toBeVisible()
    const title = canvas.getByLabelText('Title')
    await expect(title).toHaveValue('Winter break and the second half')
    await expect(canvas.getByLabelText('Address (optional)')).toHaveValue(articles.winter)
    await expect(await canvas.findByRole('textbox', { name: 'Text' })).toHaveTextContent(
      /^The first half of the season/,
    )
    await expect(canvas.getByRole('radio', { name: /^Published/ })).toBeChecked()
    await userEvent.clear(title)
    await userEvent.type(title, 'Winter break')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove oche-winter.png' }))
    await expect(canvas.queryByRole('link', { name: 'oche-winter.png' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await screen.findByText('“Winter break” is published')).toBeInTheDocument()
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${newsBase}/${articles.winter}`))
    await expect(updateCalls.requests.at(-1)?.body).toMatchObject({
      title: 'Winter break',
      slug: articles.winter,
      cover_file_id: null,
      status: 'published',
    })
  },
}

/** The server refuses the text (422): the error shows on the editor, what was typed stays. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [mockValidationError('put', newsItemApi, { html: ['The text is too long.'] }), ...siteNewsHandlers()],
    },
  },
  play: async ({ canvas }) => {
    const title = await canvas.findByLabelText('Title')
    await userEvent.type(title, ' (updated)')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    const text = canvas.getByRole('textbox', { name: 'Text' })
    await waitFor(() => expect(text).toHaveAccessibleDescription(expect.stringContaining('The text is too long.')))
    await expect(text).toHaveAttribute('aria-invalid', 'true')
    await expect(title).toHaveValue('Winter break and the second half (updated)')
  },
}

export const NotFound: Story = {
  args: { slug: 'no-such-article' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This article cannot be found' })).toBeVisible()
  },
}

export const Captain: Story = {
  parameters: { msw: { handlers: siteNewsHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
  },
}
