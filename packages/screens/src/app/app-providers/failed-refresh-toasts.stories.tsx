import type { Meta, StoryObj } from '@storybook/react-vite'
import { useQuery } from '@tanstack/react-query'
import { handlers } from '@oche/mocks'
import { http, HttpResponse } from 'msw'
import { Toaster } from '@oche/ui'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { storyPlatform } from '../../../../../.storybook/decorators'
import { AppProviders } from './app-providers'
import { usePlatform } from '../platform/platform-context'
import { messagesFor } from '@oche/i18n/messages'

// A screen's refresh that fails where nothing else would show it: spec §8's toast "HTTP error! status: {status}".

let answers: Array<() => Response> = []
const probe = http.get('*/api/probe-scores', () => (answers.shift() ?? (() => HttpResponse.json({ total: 0 })))())

function ScoresProbe({ queryKey }: { queryKey: string }) {
  const { api } = usePlatform()
  const scores = useQuery({
    queryKey: [queryKey],
    queryFn: () => api.request<{ total: number }>('/probe-scores'),
    retry: false,
  })
  return (
    <div className="flex flex-col gap-2">
      <p data-testid="total">{scores.data ? `Total ${scores.data.total}` : scores.isError ? 'Failed' : 'Loading'}</p>
      <button type="button" onClick={() => void scores.refetch()}>
        Refresh
      </button>
    </div>
  )
}

function RefreshStory({ queryKey }: { queryKey: string }) {
  return (
    <AppProviders locale="en" messages={messagesFor('en')} platform={storyPlatform()}>
      <ScoresProbe queryKey={queryKey} />
      <Toaster containerAriaLabel="Notifications" />
    </AppProviders>
  )
}

const meta = {
  title: 'screens/Shell/Failed refresh toast',
  component: RefreshStory,
  parameters: { msw: { handlers: [probe, ...handlers] } },
} satisfies Meta<typeof RefreshStory>

export default meta
type Story = StoryObj<typeof meta>

const proxyError = () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })

export const RefreshFailsOnce: Story = {
  args: { queryKey: 'refresh-fails-once' },
  beforeEach: () => {
    answers = [() => HttpResponse.json({ total: 501 }), proxyError, proxyError, () => HttpResponse.json({ total: 441 })]
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Total 501')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }))
    // What was on screen stays, and the failure is told once.
    await waitFor(() => expect(screen.getByText('HTTP error! status: 502')).toBeVisible())
    await expect(canvas.getByTestId('total')).toHaveTextContent('Total 501')
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(answers).toHaveLength(1))
    // (The first toast may have timed out on a slow machine; there is never a second one.)
    await expect(screen.queryAllByText('HTTP error! status: 502').length).toBeLessThanOrEqual(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }))
    await expect(await canvas.findByText('Total 441')).toBeVisible()
  },
}

export const FirstLoadFailureIsTheScreens: Story = {
  args: { queryKey: 'first-load-fails' },
  beforeEach: () => {
    answers = [proxyError]
  },
  play: async ({ canvas }) => {
    // The screen shows its own error state; no toast on top of it.
    await expect(await canvas.findByText('Failed')).toBeVisible()
    await expect(screen.queryByText('HTTP error! status: 502')).toBeNull()
  },
}
