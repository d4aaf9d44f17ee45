import { eventMutations, eventQueries, type CreatedEvent } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { toast } from '@oche/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'

/**
 * Creates the event. Without boards it opens the event's page to add tournaments; with boards the screen first
 * shows their login codes (the only time they are shown) and links on from there.
 */
export function useCreateEvent() {
  const intl = useIntl()
  const locale = useLocale()
  const { api, navigate } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...eventMutations.create(api),
    onSuccess: async (event: CreatedEvent) => {
      await queryClient.invalidateQueries({ queryKey: eventQueries.all() })
      toast.success(
        intl.formatMessage(
          { id: 'manage.eventForm.created', defaultMessage: '{name} is created' },
          { name: event.name },
        ),
      )
      if (event.boards.length === 0)
        navigate(localizedPath(routePath('manage-events-id-edit', { id: event.id }), locale))
    },
  })
}
