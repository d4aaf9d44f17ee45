import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Button } from '../button/button'
import { PageLayout, type PageLinkProps } from './page-layout'

const meta = {
  title: 'ui/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Oche Open 2025',
    description: 'Saturday 14 June · 64 players · 8 boards',
    backHref: '#tournaments',
    backLabel: 'Tournaments',
    children: <p>The draw is published at 10:00. Players check in at the registration desk.</p>,
  },
  argTypes: { contentWidth: { control: 'inline-radio', options: ['narrow', 'default', 'wide', 'full'] } },
} satisfies Meta<typeof PageLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oche Open 2025' })).toBeVisible()
    await expect(canvas.getByText('Saturday 14 June · 64 players · 8 boards')).toBeVisible()
    const back = canvas.getByRole('link', { name: 'Tournaments' })
    await expect(back).toHaveAttribute('href', '#tournaments')
    back.blur()
    await userEvent.tab()
    await expect(back).toHaveFocus()
    await expect(canvas.getByText(/The draw is published/).closest('[data-slot="page-layout"]')).toHaveAttribute(
      'data-content-width',
      'default',
    )
  },
}

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="outline">Edit</Button>
        <Button>Start tournament</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Start tournament' })).toHaveFocus()
  },
}

const navigate = fn()

/** Stands in for a router's <Link>: it receives the href, classes and content to render. */
function renderRouterLink({ href, children, ...props }: PageLinkProps) {
  return (
    <a
      href={href}
      data-router-link=""
      {...props}
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
    const back = canvas.getByRole('link', { name: 'Tournaments' })
    await expect(back).toHaveAttribute('data-router-link')
    await expect(back).toHaveAttribute('data-slot', 'page-layout-back')
    back.focus()
    await userEvent.keyboard('{Enter}')
    await expect(navigate).toHaveBeenCalledWith('#tournaments')
    await userEvent.click(back)
    await expect(navigate).toHaveBeenCalledTimes(2)
  },
}

export const ContentOnly: Story = {
  args: { title: undefined, description: undefined, backHref: undefined, backLabel: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument()
    await expect(canvasElement.querySelector('[data-slot="page-layout-header"]')).toBeNull()
  },
}

export const LongTitle: Story = {
  args: {
    title: 'Winmau World Masters qualifier for the Benelux region, including the women’s and youth events',
    contentWidth: 'narrow',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible()
  },
}

export const Widths: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      {(['narrow', 'default', 'wide', 'full'] as const).map((width) => (
        <PageLayout key={width} contentWidth={width} className="border border-dashed border-border">
          <p>
            {args.title} · {width}
          </p>
        </PageLayout>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const layouts = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot="page-layout"]'))
    await expect(layouts.map((layout) => layout.dataset.contentWidth)).toEqual(['narrow', 'default', 'wide', 'full'])
    const widths = layouts.map((layout) => layout.getBoundingClientRect().width)
    await expect(widths[0]).toBeLessThanOrEqual(widths[3] ?? 0)
  },
}
