import { tournamentMutations, tournamentQueries } from '@oche/api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'

/** Sign-up and withdrawal of the signed-in player; both refetch the tournament (entries and `viewer` change). */
export function useRegistration(id: string) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const refetch = () => queryClient.invalidateQueries({ queryKey: tournamentQueries.detail(api, id).queryKey })
  const register = useMutation({ ...tournamentMutations.register(api, id), onSuccess: refetch })
  const withdraw = useMutation({ ...tournamentMutations.cancelRegistration(api, id), onSuccess: refetch })
  return { register, withdraw }
}
