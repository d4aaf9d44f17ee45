import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@oche/ui'
import { useId, type ReactNode } from 'react'

export type SettingsSectionProps = {
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  /** `danger` outlines the section for an action that cannot be undone. */
  tone?: 'default' | 'danger'
}

/** One card of the settings page, a region named by its heading. */
export function SettingsSection({ title, description, children, tone = 'default' }: SettingsSectionProps) {
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
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  )
}
