import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockTokens, userFixture } from '@oche/mocks'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { Toaster } from '@oche/ui'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { storyPlatform } from '../../../../../.storybook/decorators'
import { AppProviders } from '../app-providers'
import { useSession } from './session-provider'
import { messagesFor } from '@oche/i18n/messages'

function SessionProbe() {
  const session = useSession()
  const [error, setError] = useState('')
  const loadTwice = () => {
    session.loadUser().catch(() => undefined)
    session.loadUser().catch((caught: Error) => setError(caught.message))
  }
  return (
    <div className="flex flex-col gap-2">
      <p data-testid="status">{session.status}</p>
      <p data-testid="user">{session.user?.name ?? 'nobody'}</p>
      <p data-testid="error">{error}</p>
      <button type="button" onClick={loadTwice}>
        Load twice
      </button>
    </div>
  )
}

function SessionStory({ reload }: { reload: (href?: string) => void }) {
  return (
    <AppProviders locale="en" messages={messagesFor('en')} platform={{ ...storyPlatform(), reload }}>
      <SessionProbe />
      <Toaster containerAriaLabel="Notifications" />
    </AppProviders>
  )
}

const meta = {
  title: 'screens/Shell/Session',
  component: SessionStory,
  args: { reload: fn() },
  beforeEach: () => () => {
    document.cookie = 'token=; path=/; max-age=0'
  },
} satisfies Meta<typeof SessionStory>

export default meta
type Story = StoryObj<typeof meta>

export const LoadsTheUserOnStart: Story = {
  beforeEach: () => {
    document.cookie = `token=${mockTokens.user}; path=/`
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('status')).toHaveTextContent('authenticated'))
    await expect(canvas.getByTestId('user')).toHaveTextContent(userFixture.name)
  },
}

export const ConcurrentLoadIsRefused: Story = {
  beforeEach: () => {
    document.cookie = `token=${mockTokens.user}; path=/`
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('status')).toHaveTextContent('authenticated'))
    await userEvent.click(canvas.getByRole('button', { name: 'Load twice' }))
    await expect(canvas.getByTestId('error')).toHaveTextContent('User is already loading')
  },
}

export const FailedLoadClearsTheSession: Story = {
  parameters: { msw: { handlers: [http.get('*/api/user', () => HttpResponse.json(null))] } },
  beforeEach: () => {
    document.cookie = 'token=stale-token; path=/'
  },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.reload).toHaveBeenCalled())
    await expect(canvas.getByTestId('status')).toHaveTextContent('unauthenticated')
    await expect(document.cookie).not.toContain('token=stale-token')
    // The story's session and the Storybook-wide one both load, so the toast may show twice here.
    await waitFor(() => expect(screen.getAllByText('Failed to login').at(-1)).toBeVisible())
  },
}

export const UnreachableServerKeepsTheSession: Story = {
  // ADR 019: a Wi-Fi drop or an API restart at the venue must not sign every tablet out; only the server's word on
  // the token does.
  parameters: { msw: { handlers: [http.get('*/api/user', () => new HttpResponse('Bad gateway', { status: 502 }))] } },
  beforeEach: () => {
    document.cookie = `token=${mockTokens.user}; path=/`
  },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('status')).toHaveTextContent('authenticated'))
    await expect(document.cookie).toContain(`token=${mockTokens.user}`)
    await expect(args.reload).not.toHaveBeenCalled()
    await expect(screen.queryByText('Failed to login')).toBeNull()
  },
}

/** An impersonation that ended (expired, or the account blocked): only its token goes; the admin's own stays. */
export const EndedImpersonationKeepsTheAdminSignedIn: Story = {
  parameters: {
    msw: {
      handlers: [
        // The ended impersonation's token is refused; the admin's own token still works.
        http.get('*/api/user', () =>
          document.cookie.includes('impersonation_token=ended-token')
            ? HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })
            : HttpResponse.json(userFixture),
        ),
      ],
    },
  },
  beforeEach: () => {
    document.cookie = `token=${mockTokens.user}; path=/`
    document.cookie = 'impersonation_token=ended-token; path=/'
    return () => {
      document.cookie = 'impersonation_token=; path=/; max-age=0'
    }
  },
  play: async ({ canvas }) => {
    // The refusal comes after one retry: longer than the default wait.
    await expect(
      await screen.findByText('The impersonation has ended. You are back in your own account.', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    await waitFor(() => expect(canvas.getByTestId('user')).toHaveTextContent(userFixture.name))
    await expect(document.cookie).not.toContain('impersonation_token=')
    await expect(document.cookie).toContain(`token=${mockTokens.user}`)
  },
}
