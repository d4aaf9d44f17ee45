import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionSiteFixture, mockError, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { SiteNewsCreateScreen } from './site-news-create-screen'
import {
  articles,
  coverFile,
  filesApi,
  newsApi,
  newsBase,
  org,
  season,
  siteNewsHandlers,
} from './site-news.story-helpers'

const meta = {
  title: 'screens/Competition/Site news/Create',
  component: SiteNewsCreateScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${newsBase}/create`,
    msw: { handlers: siteNewsHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof SiteNewsCreateScreen>

export default meta
type Story = StoryObj<typeof meta>

const createCalls = recordRequests('post', newsApi)

/**
 * The admin writes an article: a title (its address follows), a heading and bold text with the toolbar, a cover,
 * and publishes it at once; the article opens.
 */
export const WriteAndPublish: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...siteNewsHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Title'), 'Finals night: the results')
    await expect(canvas.getByLabelText('Address (optional)')).toHaveAccessibleDescription(
      `The article’s address on the public site: http://${competitionSiteFixture.host}/news/finals-night-the-results. Left empty, it is made from the title.`,
    )
    const text = canvas.getByRole('textbox', { name: 'Text' })
    await userEvent.click(text)
    const heading = canvas.getByRole('button', { name: 'Heading' })
    await userEvent.click(heading)
    await expect(heading).toHaveAttribute('aria-pressed', 'true')
    await userEvent.keyboard('Champions{Enter}The ')
    const bold = canvas.getByRole('button', { name: 'Bold' })
    await userEvent.click(bold)
    await expect(bold).toHaveAttribute('aria-pressed', 'true')
    await userEvent.keyboard('Arrows')
    await userEvent.click(bold)
    await userEvent.keyboard(' won the league.')
    await userEvent.upload(canvas.getByLabelText(/^Cover image/), coverFile())
    await expect(await canvas.findByRole('link', { name: 'finals-night.png' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Remove finals-night.png' })).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: /^Published/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save the article' }))
    await expect(await screen.findByText('“Finals night: the results” is published')).toBeInTheDocument()
    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(`${newsBase}/finals-night-the-results`),
    )
    await expect(createCalls.requests.at(-1)?.body).toMatchObject({
      title: 'Finals night: the results',
      html: '<h2>Champions</h2><p>The <strong>Arrows</strong> won the league.</p>',
      cover_file_id: expect.any(String),
      status: 'published',
      publish_at: null,
    })
  },
}

/** A draft with a moment to publish it later, and the address typed: saved as a draft. */
export const SaveDraft: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...siteNewsHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Title'), 'Summer league')
    await userEvent.type(canvas.getByLabelText('Address (optional)'), 'summer-2027')
    await userEvent.type(canvas.getByLabelText('Publish date and time (optional)'), '2027-05-01T20:00')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the article' }))
    await expect(await screen.findByText('“Summer league” is saved as a draft')).toBeInTheDocument()
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${newsBase}/summer-2027`))
    await expect(createCalls.requests.at(-1)?.body).toMatchObject({
      slug: 'summer-2027',
      status: 'draft',
      publish_at: new Date('2027-05-01T20:00').toISOString(),
    })
  },
}

/** No title: the form says so before sending; an address in use: the server's 422 on it, the text kept. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save the article' }))
    const title = canvas.getByLabelText('Title')
    await waitFor(() => expect(title).toBeInvalid())
    await expect(title).toHaveFocus()
    await userEvent.type(title, 'The cup draw again')
    const address = canvas.getByLabelText('Address (optional)')
    await userEvent.type(address, articles.cupDraw)
    await userEvent.click(canvas.getByRole('button', { name: 'Save the article' }))
    await waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining('already in use')))
    await expect(address).toHaveFocus()
    await expect(title).toHaveValue('The cup draw again')
  },
}

/** The server refuses the cover as too large (413): the field says so in words. */
export const CoverTooLarge: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('post', filesApi, 413, { message: 'The request is too large: the limit is 5 MB.' }),
        ...siteNewsHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const cover = await canvas.findByLabelText(/^Cover image/)
    await userEvent.upload(cover, coverFile('huge.png'))
    await waitFor(() =>
      expect(cover).toHaveAccessibleDescription(expect.stringContaining('This file is too large: the limit is 5 MB.')),
    )
    await expect(canvas.queryByRole('link', { name: 'huge.png' })).not.toBeInTheDocument()
  },
}

export const Captain: Story = {
  parameters: { msw: { handlers: siteNewsHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Save the article' })).not.toBeInTheDocument()
  },
}
