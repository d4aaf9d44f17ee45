import type { Meta, StoryObj } from '@storybook/react-vite'
import { handlers, mockError, mockPending, recordRequests, setupHandlers } from '@oche/mocks'
import { expect, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../story-helpers/account.story-helpers'
import { FirstRunScreen } from './first-run-screen'

const meta = {
  title: 'screens/Accounts/FirstRun',
  component: FirstRunScreen,
  parameters: { page: true, msw: { handlers: [...setupHandlers(), ...handlers] } },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof FirstRunScreen>

export default meta
type Story = StoryObj<typeof meta>

const setupCalls = recordRequests('post', '/setup')

export const Form: Story = {
  parameters: { msw: { handlers: [setupCalls.handler, ...setupHandlers(), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome to Oche' })).toBeVisible()
    await userEvent.type(await canvas.findByLabelText('Your name'), 'Clubhouse Admin')
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'admin@club.example')
    await userEvent.type(canvas.getByLabelText('Password'), 'bulls-eye-50')
    await userEvent.click(canvas.getByRole('button', { name: 'Create the administrator' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent('/manage'))
    await expect(setupCalls.requests.at(-1)?.body).toEqual({
      name: 'Clubhouse Admin',
      email: 'admin@club.example',
      password: 'bulls-eye-50',
      langcode: 'en',
    })
  },
}

export const Errors: Story = {
  play: async ({ canvas }) => {
    const submit = await canvas.findByRole('button', { name: 'Create the administrator' })
    await userEvent.type(canvas.getByLabelText('Password'), 'short')
    await userEvent.click(submit)
    await waitFor(() => expect(canvas.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true'))
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(canvas.getByLabelText('Your name'), 'Clubhouse Admin')
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'taken@oche.test')
    await userEvent.type(canvas.getByLabelText('Password'), '-and-longer')
    await userEvent.click(submit)
    await waitFor(() =>
      expect(canvas.getByLabelText('E-mail address')).toHaveAccessibleDescription(
        'This e-mail address is already registered.',
      ),
    )
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/setup'), ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Checking whether Oche is set up…'))
    await expect(canvas.queryByRole('button', { name: 'Create the administrator' })).not.toBeInTheDocument()
  },
}

export const NotThisMachine: Story = {
  parameters: { msw: { handlers: [...setupHandlers({ fromThisMachine: false }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('first-run-not-local')).toHaveTextContent(
      'Oche is being set up on the machine it runs on.',
    )
    await expect(canvas.queryByLabelText('Your name')).not.toBeInTheDocument()
  },
}

export const Unreachable: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/setup', 500, { message: 'Something went wrong on our side.' }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Oche could not be reached.')
  },
}

export const SetUpAlready: Story = {
  parameters: { msw: { handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login')
    await expect(canvas.getByRole('status')).toHaveTextContent('Oche is set up: sign in to continue.')
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: { msw: { handlers: [...setupHandlers({ fromThisMachine: false }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welkom bij Oche' })).toBeVisible()
    await expect(await canvas.findByTestId('first-run-not-local')).toHaveTextContent(
      'Oche wordt ingesteld op de computer waarop het draait.',
    )
  },
}
