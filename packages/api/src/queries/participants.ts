import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client/api-client'
import {
  createParticipant,
  deleteParticipant,
  linkParticipant,
  listParticipants,
  mergeParticipants,
  unlinkParticipant,
  updateParticipant,
} from '../client/participants'
import type {
  LinkParticipantInput,
  MergeParticipantsInput,
  ParticipantInput,
  UpdateParticipantInput,
} from '../schemas/participants'

/**
 * Query keys and options for the organiser's participant list: the only place these keys are written. After any
 * participant mutation, invalidate `participantQueries.all()`.
 */
export const participantQueries = {
  all: () => ['participants'] as const,
  list: (client: ApiClient, search = '') =>
    queryOptions({
      queryKey: [...participantQueries.all(), 'list', search.trim()] as const,
      queryFn: ({ signal }) => listParticipants(client, { search }, signal),
    }),
}

/** Mutation options for participants: a key and the client call; screens invalidate and toast themselves. */
export const participantMutations = {
  all: () => ['participants', 'mutation'] as const,
  create: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...participantMutations.all(), 'create'] as const,
      mutationFn: (input: ParticipantInput) => createParticipant(client, input),
    }),
  update: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...participantMutations.all(), 'update'] as const,
      mutationFn: ({ id, input }: { id: string; input: UpdateParticipantInput }) =>
        updateParticipant(client, id, input),
    }),
  remove: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...participantMutations.all(), 'remove'] as const,
      mutationFn: (id: string) => deleteParticipant(client, id),
    }),
  merge: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...participantMutations.all(), 'merge'] as const,
      mutationFn: ({ id, input }: { id: string; input: MergeParticipantsInput }) =>
        mergeParticipants(client, id, input),
    }),
  link: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...participantMutations.all(), 'link'] as const,
      mutationFn: ({ id, input }: { id: string; input: LinkParticipantInput }) => linkParticipant(client, id, input),
    }),
  unlink: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...participantMutations.all(), 'unlink'] as const,
      mutationFn: (id: string) => unlinkParticipant(client, id),
    }),
}
