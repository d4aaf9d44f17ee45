import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client/api-client'
import { fetchPublicConfig } from '../client/config'

/** The public client configuration: fetched once per page load. */
export const configQueries = {
  all: () => ['config'] as const,
  public: (client: ApiClient) =>
    queryOptions({
      queryKey: [...configQueries.all(), 'public'] as const,
      queryFn: ({ signal }) => fetchPublicConfig(client, signal),
      staleTime: Infinity,
    }),
}
