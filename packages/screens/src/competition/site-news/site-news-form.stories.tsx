import type { Meta, StoryObj } from '@storybook/react-vite'
import { siteContentMutations } from '@oche/api'
import { mockValidationError, recordRequests, userFixture } from '@oche/mocks'
import { useMutation } from '@tanstack/react-query'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { usePlatform } from '../../app/platform/platform-context'
import { SiteNewsForm } from './site-news-form'
import { siteNewsFormValues, toSiteNewsInput, type SiteNewsFormValues } from './site-news-form-values'
import { newsApi, newsBase, org, siteNewsHandlers } from './site-news.story-helpers'

type NewsFormStoryProps = {
  /** The league site's first domain; null while it has none. */
  domain: string | null
  values: SiteNewsFormValues
  /** Told once the server has saved the article. */
  onSaved: (slug: string) => void
}

/** The form as the create screen gives it, saving through the API. */
function NewsFormStory({ domain, values, onSaved }: NewsFormStoryProps) {
  const { api } = usePlatform()
  const create = useMutation(siteContentMutations.createNews(api, { org }))
  return (
    <SiteNewsForm
      org={org}
      domain={domain}
      defaultValues={values}
      cancelHref={newsBase}
      submitLabel="Save the article"
      onSubmit={async (submitted) => onSaved((await create.mutateAsync(toSiteNewsInput(submitted))).slug)}
    />
  )
}

const meta = {
  title: 'screens/Competition/Site news/Form',
  component: NewsFormStory,
  args: { domain: 'league.localhost', values: siteNewsFormValues(null), onSaved: fn() },
  parameters: { user: userFixture, msw: { handlers: siteNewsHandlers() } },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof NewsFormStory>

export default meta
type Story = StoryObj<typeof meta>

const createCalls = recordRequests('post', newsApi)

/** A draft by default; the address follows the title as it is typed, on the league's domain. Saving sends it. */
export const New: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...siteNewsHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: /^Draft/ })).toBeChecked()
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', newsBase)
    await userEvent.type(canvas.getByLabelText('Title'), 'Summer league')
    await expect(canvas.getByLabelText('Address (optional)')).toHaveAccessibleDescription(
      'The article’s address on the public site: http://league.localhost/news/summer-league. Left empty, it is made from the title.',
    )
    await userEvent.click(canvas.getByRole('textbox', { name: 'Text' }))
    await userEvent.keyboard('Entries are open.')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the article' }))
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith('summer-league'))
    await expect(createCalls.requests.at(-1)?.body).toMatchObject({ title: 'Summer league', status: 'draft' })
  },
}

/** No public site yet: the help names the address part alone. Publishing changes what the date's help says. */
export const NoSiteYet: Story = {
  args: { domain: null },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Title'), 'Cup draw')
    await expect(canvas.getByLabelText('Address (optional)')).toHaveAccessibleDescription(
      'The article’s name in its web address. Left empty, it is made from the title: cup-draw.',
    )
    const publishAt = canvas.getByLabelText('Publish date and time (optional)')
    await expect(publishAt).toHaveAccessibleDescription(expect.stringContaining('Used once the article is published'))
    await userEvent.click(canvas.getByRole('radio', { name: /^Published/ }))
    await expect(publishAt).toHaveAccessibleDescription(expect.stringContaining('a later moment schedules it'))
  },
}

/** The server refuses the address (422): the message is on it, focused, and the title and address typed stay. */
export const ServerRefuses: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', newsApi, { slug: ['This address is already in use.'] }),
        ...siteNewsHandlers(),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Title'), 'Cup draw again')
    const address = canvas.getByLabelText('Address (optional)')
    await userEvent.type(address, 'cup-draw-on-friday')
    await userEvent.click(canvas.getByRole('textbox', { name: 'Text' }))
    await userEvent.keyboard('Once more.')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the article' }))
    await waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining('already in use')))
    await expect(address).toHaveFocus()
    await expect(address).toHaveValue('cup-draw-on-friday')
    await expect(canvas.getByLabelText('Title')).toHaveValue('Cup draw again')
    await expect(args.onSaved).not.toHaveBeenCalled()
  },
}
