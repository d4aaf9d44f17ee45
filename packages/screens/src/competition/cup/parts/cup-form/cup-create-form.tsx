import { cupMutations, cupQueries, type SeasonParams } from '@oche/api'
import type { MatchTemplate } from '@oche/darts'
import { toast } from '@oche/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../../app/platform/platform-context'
import type { DivisionPaths } from '../../../divisions/parts/use-division-paths'
import { CupForm } from './cup-form'
import { newCupValues, toCupInput, type CupFormValues } from './cup-form-values'

/** A new cup of the season, from the create page once "Cup" is chosen. */
export function CupCreateForm({ paths, seasonTemplate }: { paths: DivisionPaths; seasonTemplate: MatchTemplate }) {
  const intl = useIntl()
  const { api, navigate } = usePlatform()
  const queryClient = useQueryClient()
  const ref: SeasonParams = paths.ref
  const create = useMutation({
    ...cupMutations.create(api, ref),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cupQueries.all(ref) }),
  })
  const defaultValues = useMemo(() => newCupValues(seasonTemplate), [seasonTemplate])
  const save = async (values: CupFormValues) => {
    const cup = await create.mutateAsync(toCupInput(values))
    toast.success(
      intl.formatMessage(
        { id: 'competition.cupCreate.created', defaultMessage: '{name} is added to the season' },
        { name: cup.name },
      ),
    )
    navigate(paths.division(cup.slug))
  }
  return (
    <CupForm
      mode="create"
      defaultValues={defaultValues}
      submitLabel={<FormattedMessage id="competition.cupCreate.submit" defaultMessage="Add the cup" />}
      onSubmit={save}
    />
  )
}
