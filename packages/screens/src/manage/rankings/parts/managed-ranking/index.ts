export {
  useCreateRanking,
  useDeleteRanking,
  useManagedRanking,
  useMyTournaments,
  useUpdateRanking,
  statusOf,
  type ManagedRanking,
} from './use-managed-ranking'
