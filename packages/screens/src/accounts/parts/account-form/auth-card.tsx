import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@oche/ui'
import type { ReactNode } from 'react'

export type AuthCardProps = {
  title: ReactNode
  description?: ReactNode
  /** What follows the form: "No account yet? Register", a link back. */
  footer?: ReactNode
  children: ReactNode
}

/** The frame of the sign-in pages: one card with the page's heading, the form, and links below it. */
export function AuthCard({ title, description, footer, children }: AuthCardProps) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col px-1 py-4">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">{title}</h1>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">{children}</CardContent>
        {footer ? <CardFooter className="flex flex-wrap items-center gap-x-1 text-sm">{footer}</CardFooter> : null}
      </Card>
    </main>
  )
}
