import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Badge } from '../badge'
import { Button } from '../button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card'

const onCall = fn()

const meta = {
  title: 'ui/Card',
  component: Card,
  beforeEach: () => {
    onCall.mockClear()
  },
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Spring Open 2025</CardTitle>
        <CardDescription>Clubhouse De Pijl · 12 April</CardDescription>
      </CardHeader>
      <CardContent>32 players · 8 boards · 501 double out</CardContent>
      <CardFooter>
        <Badge variant="live">Live</Badge>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Spring Open 2025', level: 3 })).toBeInTheDocument()
    const card = canvas.getByText('32 players · 8 boards · 501 double out').closest('[data-slot="card"]')
    await expect(card).not.toHaveAttribute('data-interactive')
  },
}

export const InteractiveLink: Story = {
  args: { interactive: true, asChild: true },
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <a href="#tournament-spring-open">
        <CardHeader>
          <CardTitle>Spring Open 2025</CardTitle>
          <CardDescription>Clubhouse De Pijl · 12 April</CardDescription>
        </CardHeader>
        <CardContent>32 players · 8 boards</CardContent>
      </a>
    </Card>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Spring Open 2025/ })
    await expect(link).toHaveAttribute('data-slot', 'card')
    await expect(link).toHaveAttribute('data-interactive')
    await expect(link).toHaveAttribute('href', '#tournament-spring-open')
    await userEvent.tab()
    await expect(link).toHaveFocus()
  },
}

export const WithActions: Story = {
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle asChild>
          <h2>Board 3</h2>
        </CardTitle>
        <CardDescription>Next: Luke Littler vs Nathan Aspinall</CardDescription>
      </CardHeader>
      <CardFooter className="justify-end">
        <Button variant="outline" onClick={onCall}>
          Call players
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Board 3', level: 2 })).toHaveAttribute('data-slot', 'card-title')
    await userEvent.click(canvas.getByRole('button', { name: 'Call players' }))
    await expect(onCall).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{Enter}')
    await expect(onCall).toHaveBeenCalledTimes(2)
  },
}

export const LongText: Story = {
  render: (args) => (
    <Card {...args} className="max-w-xs">
      <CardHeader>
        <CardTitle>Grand Slam of Darts Qualifier — Northern Regional Group Stage, Evening Session</CardTitle>
        <CardDescription>
          Sporthal De Vlijt, Zuidbroek-Oostwold · doors open at 18:30 · registration closes at 19:15 sharp
        </CardDescription>
      </CardHeader>
      <CardContent>64 players · 16 boards · 501 double out · best of 7 legs</CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        name: 'Grand Slam of Darts Qualifier — Northern Regional Group Stage, Evening Session',
      }),
    ).toBeVisible()
  },
}
