import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { useFormErrorMap } from '../../../../app/form-errors/use-form-error-map'
import type { RankingFormIssueReason } from './ranking-form-values'

type Issue = Parameters<ReturnType<typeof useFormErrorMap>>[0]

/** The organiser forms' error map, with the ranking form's own reasons (a season ending before it starts, …). */
export function useRankingFormErrorMap() {
  const intl = useIntl()
  const shared = useFormErrorMap()
  return useCallback(
    (issue: Issue): string | undefined => {
      const reason = issue.code === 'custom' ? (issue.params?.reason as RankingFormIssueReason | undefined) : undefined
      switch (reason) {
        case 'date':
          return intl.formatMessage({ id: 'manage.rankingForm.dateMissing', defaultMessage: 'Enter a date.' })
        case 'seasonEnd':
          return intl.formatMessage({
            id: 'manage.rankingForm.seasonEnd',
            defaultMessage: 'The season ends on or after the day it starts.',
          })
        case 'firstBand':
          return intl.formatMessage({
            id: 'manage.rankingForm.firstBand',
            defaultMessage: 'The first row starts at place 1.',
          })
        case 'bandOrder':
          return intl.formatMessage({
            id: 'manage.rankingForm.bandOrder',
            defaultMessage: 'Each row starts at a later place than the row above it.',
          })
        case 'noTournament':
          return intl.formatMessage({
            id: 'manage.rankingForm.noTournament',
            defaultMessage: 'Choose at least one tournament, or take every finished tournament of yours.',
          })
        default:
          return shared(issue)
      }
    },
    [intl, shared],
  )
}
