import type { ReactNode } from 'react'
import { FormattedDate } from 'react-intl'

/** The day both legal pages last changed; each language formats it in its own way. */
export const legalLastUpdated = { iso: '2026-11-22', value: Date.UTC(2026, 10, 22) } as const

/** The "last updated" date as a `<time>` element, formatted for the current language. */
export function LastUpdatedDate() {
  return (
    <time dateTime={legalLastUpdated.iso}>
      <FormattedDate value={legalLastUpdated.value} year="numeric" month="long" day="numeric" timeZone="UTC" />
    </time>
  )
}

/** Rich-text tags of the legal messages: `<b>…</b>` for emphasis. */
export const bold = (chunks: ReactNode[]) => <strong className="font-semibold text-foreground">{chunks}</strong>

export type LegalSectionProps = {
  /** Unique on the page; labels the section by its heading. */
  id: string
  title: ReactNode
  children: ReactNode
}

/** One section of a legal page: an h2 and its paragraphs and lists. */
export function LegalSection({ id, title, children }: LegalSectionProps) {
  const headingId = `${id}-title`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A bulleted list inside a legal section. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 ps-5 marker:text-muted-foreground">{children}</ul>
}

/** A numbered list of steps inside a legal section. */
export function LegalSteps({ children }: { children: ReactNode }) {
  return <ol className="flex list-decimal flex-col gap-2 ps-5 marker:text-muted-foreground">{children}</ol>
}

/** The body of a legal page: readable line height and space between sections. */
export function LegalBody({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-8 leading-relaxed">{children}</div>
}
