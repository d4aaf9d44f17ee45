import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import type { EventFormIssueReason } from './event-form-values'

type Issue = Parameters<ReturnType<typeof useFormErrorMap>>[0]

/** The organiser forms' error map, with the event form's own reasons (an end before the start). */
export function useEventFormErrorMap() {
  const intl = useIntl()
  const shared = useFormErrorMap()
  return useCallback(
    (issue: Issue): string | undefined => {
      const reason = issue.params?.reason as EventFormIssueReason | undefined
      if (issue.code === 'custom' && reason === 'endTime')
        return intl.formatMessage({
          id: 'manage.eventForm.endTimeMissing',
          defaultMessage: 'Enter the time it ends too, or clear the end date.',
        })
      if (issue.code === 'custom' && reason === 'endsBeforeStart')
        return intl.formatMessage({
          id: 'manage.eventForm.endsBeforeStart',
          defaultMessage: 'The event must end after it starts.',
        })
      return shared(issue)
    },
    [intl, shared],
  )
}
