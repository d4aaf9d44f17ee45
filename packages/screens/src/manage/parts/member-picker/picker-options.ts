import type { Participant } from '@oche/api'
import { foldText } from '../fold-text/fold-text'

/** What the picker needs of a participant: the organiser's participant list, or a league's known players. */
export type PickerParticipant = Pick<Participant, 'id' | 'name' | 'nickname'>

/** A choice of the member picker: someone on the participant list, or the typed name as a new guest. */
export type PickerOption<P extends PickerParticipant = Participant> =
  { kind: 'participant'; participant: P; isEntered: boolean } | { kind: 'guest'; name: string }

/** What the picker holds once something is chosen. */
export type PickedMember<P extends PickerParticipant = Participant> =
  { kind: 'participant'; participant: P } | { kind: 'guest'; name: string }

export type PickerOptionsSettings = {
  /** The most participants listed. */
  limit?: number
  /** Offer the typed name as a new guest. */
  allowsGuest?: boolean
}

/**
 * The participants whose name or nickname contains the query (names starting with it first, at most `limit`),
 * those already entered marked, and the query as a new guest unless someone on the list has exactly that name.
 */
export function pickerOptions<P extends PickerParticipant>(
  participants: readonly P[],
  query: string,
  enteredIds: ReadonlySet<string>,
  { limit = 8, allowsGuest = true }: PickerOptionsSettings = {},
): PickerOption<P>[] {
  const term = foldText(query.trim())
  const matches = participants
    .filter((participant) => !term || foldText(`${participant.name}\n${participant.nickname}`).includes(term))
    .sort((a, b) => Number(!foldText(a.name).startsWith(term)) - Number(!foldText(b.name).startsWith(term)))
    .slice(0, limit)
    .map((participant): PickerOption<P> => ({
      kind: 'participant',
      participant,
      isEntered: enteredIds.has(participant.id),
    }))
  const isKnown = participants.some((participant) => foldText(participant.name) === term)
  return allowsGuest && term && !isKnown ? [...matches, { kind: 'guest', name: query.trim() }] : matches
}
