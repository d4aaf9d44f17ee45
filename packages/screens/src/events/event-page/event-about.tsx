import { FormattedMessage } from 'react-intl'

/** The organiser's description: plain text, line breaks kept, never HTML. */
export function EventAbout({ description }: { description: string }) {
  if (!description.trim()) return null
  return (
    <section aria-labelledby="event-about" className="flex flex-col gap-2">
      <h2 id="event-about" className="text-lg font-semibold">
        <FormattedMessage id="events.page.about" defaultMessage="About this event" />
      </h2>
      <p data-slot="event-description" className="whitespace-pre-line">
        {description}
      </p>
    </section>
  )
}
