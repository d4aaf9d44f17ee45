import { useId, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { SeasonForm } from '../parts/season-form/season-form'
import { seasonFormValues, toSeasonInput } from '../parts/season-form/season-form-values'
import { useCreateSeason } from '../parts/season-form/use-season-form'

/**
 * The form for an organisation's first season, on its home. The season pages (the new-season form among them) live
 * under a season, so an organisation without one starts here; the season becomes the current one.
 */
export function FirstSeason({ org }: { org: string }) {
  const headingId = useId()
  const create = useCreateSeason({ org })
  const [defaultValues] = useState(() => seasonFormValues(null))
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-md border bg-surface-raised p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          <FormattedMessage
            id="competition.organisationHome.firstSeasonTitle"
            defaultMessage="Set up the first season"
          />
        </h2>
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.organisationHome.firstSeasonBody"
            defaultMessage="Give it a name, its dates and league nights; divisions, venues and teams follow on its overview."
          />
        </p>
      </div>
      <SeasonForm
        mode="create"
        defaultValues={defaultValues}
        seasons={[]}
        submitLabel={<FormattedMessage id="competition.seasonForm.createSubmit" defaultMessage="Create the season" />}
        onSubmit={(values) => create.mutateAsync(toSeasonInput(values))}
      />
    </section>
  )
}
