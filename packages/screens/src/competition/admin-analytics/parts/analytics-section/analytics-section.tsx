import { useId, type ReactNode } from 'react'

/** A titled part of an analytics page (the overview, the figures over time, a breakdown), a region by its title. */
export function AnalyticsSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}
