import type { z } from 'zod'
import type {
  ParticipantListSchema,
  ParticipantSchema,
  LinkParticipantInput,
  MergeParticipantsInput,
  ParticipantInput,
  ParticipantsQuery,
  UpdateParticipantInput,
} from '../schemas/participants'
import type { ApiClient } from './api-client'

const participantPath = (id: string) => `/participants/${encodeURIComponent(id)}`

/** `GET /participants?search=` (signed in): the caller's organisation's participants, sorted by name. */
export async function listParticipants(client: ApiClient, query: ParticipantsQuery = {}, signal?: AbortSignal) {
  const search = query.search?.trim()
  const path = search ? `/participants?${new URLSearchParams({ search }).toString()}` : '/participants'
  return client.request<z.output<typeof ParticipantListSchema>>(path, { signal })
}

/** `POST /participants`: a new guest on the list (201). */
export async function createParticipant(client: ApiClient, input: ParticipantInput) {
  return client.request<z.output<typeof ParticipantSchema>>('/participants', { method: 'POST', body: input })
}

/** `PATCH /participants/{id}`: a new name or nickname; entries keep pointing at the participant. */
export async function updateParticipant(client: ApiClient, id: string, input: UpdateParticipantInput) {
  return client.request<z.output<typeof ParticipantSchema>>(participantPath(id), { method: 'PATCH', body: input })
}

/** `DELETE /participants/{id}` (204): only a participant without entries; merge the others instead. */
export async function deleteParticipant(client: ApiClient, id: string) {
  await client.request<unknown>(participantPath(id), { method: 'DELETE' })
}

/** `POST /participants/{id}/merge`: the duplicate `id` goes into `into_id`; answers the participant kept. */
export async function mergeParticipants(client: ApiClient, id: string, input: MergeParticipantsInput) {
  return client.request<z.output<typeof ParticipantSchema>>(`${participantPath(id)}/merge`, {
    method: 'POST',
    body: input,
  })
}

/** `POST /participants/{id}/link`: links a guest to the account with this e-mail address. */
export async function linkParticipant(client: ApiClient, id: string, input: LinkParticipantInput) {
  return client.request<z.output<typeof ParticipantSchema>>(`${participantPath(id)}/link`, {
    method: 'POST',
    body: input,
  })
}

/** `DELETE /participants/{id}/link`: the participant becomes a guest again. */
export async function unlinkParticipant(client: ApiClient, id: string) {
  return client.request<z.output<typeof ParticipantSchema>>(`${participantPath(id)}/link`, { method: 'DELETE' })
}
