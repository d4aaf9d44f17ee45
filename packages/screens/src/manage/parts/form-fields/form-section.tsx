import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@oche/ui'
import { useId, type ReactNode } from 'react'

export type FormSectionProps = {
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  /** `danger` outlines the section for an action that cannot be undone. */
  tone?: 'default' | 'danger'
}

/** One card of an organiser's form or page, a region named by its heading. */
export function FormSection({ title, description, children, tone = 'default' }: FormSectionProps) {
  const titleId = useId()
  return (
    <Card asChild className={tone === 'danger' ? 'border-danger' : undefined}>
      <section aria-labelledby={titleId} data-tone={tone}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId}>{title}</h2>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-6">{children}</CardContent>
      </section>
    </Card>
  )
}
