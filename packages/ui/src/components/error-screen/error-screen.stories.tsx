import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ErrorScreen, type ErrorScreenLinkProps } from './error-screen'

const meta = {
  title: 'ui/ErrorScreen',
  component: ErrorScreen,
  args: {
    statusCode: 404,
    heading: 'Oops! Something went wrong',
    text: 'We couldn’t find the page you were looking for',
    message: 'Page Not Found: /nope',
    homeHref: '#home',
    homeLabel: 'Go to Home',
  },
} satisfies Meta<typeof ErrorScreen>

export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible()
    await expect(canvas.getByText('We couldn’t find the page you were looking for')).toBeVisible()
    await expect(canvas.getByText('404')).toHaveClass('text-7xl')
    const message = canvas.getByText('Page Not Found: /nope')
    await expect(message.tagName).toBe('CODE')
    const home = canvas.getByRole('link', { name: 'Go to Home' })
    await expect(home).toHaveAttribute('href', '#home')
    await expect(home).toHaveAttribute('data-slot', 'button')
    await userEvent.tab()
    await expect(home).toHaveFocus()
  },
}

export const ServerError: Story = {
  args: { statusCode: 500, text: 'The server could not load this match.', message: 'Internal Server Error' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('500')).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="error-screen"]')).toHaveAttribute('data-status', '500')
  },
}

export const WithoutDetails: Story = {
  args: { statusCode: undefined, text: undefined, message: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(canvasElement.querySelector('code')).toBeNull()
    await expect(canvasElement.querySelector('[data-slot="error-screen-status"]')).toBeNull()
  },
}

export const LongMessage: Story = {
  args: {
    message:
      'Page Not Found: /tournaments/oche-open-2025/groups/a/matches/humphries-v-price/legs/7/visits/a-very-long-identifier',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/humphries-v-price/)).toBeVisible()
  },
}

const navigate = fn()

function renderRouterLink({ href, children }: ErrorScreenLinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault()
        navigate(href)
      }}
    >
      {children}
    </a>
  )
}

export const WithRouterLink: Story = {
  args: { renderLink: renderRouterLink },
  beforeEach: () => {
    navigate.mockClear()
  },
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: 'Go to Home' })
    home.focus()
    await userEvent.keyboard('{Enter}')
    await expect(navigate).toHaveBeenCalledWith('#home')
    // The router's link still gets the button's looks.
    await expect(home).toHaveAttribute('data-variant', 'primary')
  },
}
