import { defineFeatureErrors } from '../../http/feature-errors'

/** Errors of participants, tournament settings and entries (see `http/feature-errors.ts`; their texts are `packages/i18n/src/messages/server`). */
export const tournamentErrors = defineFeatureErrors({
  'tournament.notFound': {
    status: 404,
  },
  'tournament.settingsLocked': {
    status: 422,
    field: 'format',
  },
  'tournament.typeHasEntries': {
    status: 422,
    field: 'type',
  },
  'tournament.phaseNotInFormat': {
    status: 422,
    field: 'phases',
  },
  'tournament.drawPossible': {
    status: 422,
    field: 'phases',
  },
  'tournament.invalidFormat': {
    status: 422,
    field: 'phases',
  },
  'tournament.tooManyQualifiers': {
    status: 422,
    field: 'format.qualifiers_per_group',
  },
  'tournament.tooManyBestPlaced': {
    status: 422,
    field: 'format.best_placed_qualifiers',
  },
  'tournament.consolationLimitWithoutConsolation': {
    status: 422,
    field: 'format.consolation_limit',
  },
  'tournament.duplicateTieBreaker': {
    status: 422,
    field: 'standings.tie_breakers',
  },
  'tournament.entryLimitBelowEntries': {
    status: 422,
    field: 'entry_limit',
  },
  'tournament.notDraft': {
    status: 409,
  },
  'tournament.full': {
    status: 409,
  },
  'tournament.signupClosed': {
    status: 409,
  },
  'tournament.alreadyRegistered': {
    status: 409,
  },
  'tournament.notRegistered': {
    status: 404,
  },
  'tournament.partnerRequired': {
    status: 422,
    field: 'partner_name',
  },
  'entry.notFound': {
    status: 404,
  },
  'entry.wrongMemberCount': {
    status: 422,
    field: 'members',
  },
  'entry.alreadyEntered': {
    status: 422,
    field: 'members',
  },
  'entry.unknownParticipant': {
    status: 422,
    field: 'members',
  },
  'entry.beforeDrawOnly': {
    status: 422,
  },
  'entry.afterDrawOnly': {
    status: 422,
    field: 'withdrawn',
  },
  'entry.seedTaken': {
    status: 422,
    field: 'seed',
  },
  'entry.withdrawalFinal': {
    status: 422,
    field: 'withdrawn',
  },
  'entry.tournamentFinished': {
    status: 422,
    field: 'withdrawn',
  },
  'entry.csvInvalid': {
    status: 422,
    field: 'csv',
  },
  'participant.notFound': {
    status: 404,
  },
  'participant.hasEntries': {
    status: 409,
  },
  'participant.mergeIntoItself': {
    status: 422,
    field: 'into_id',
  },
  'participant.mergeTargetNotFound': {
    status: 422,
    field: 'into_id',
  },
  'participant.sameTournament': {
    status: 422,
    field: 'into_id',
  },
  'participant.unknownAccount': {
    status: 422,
    field: 'email',
  },
  'participant.accountAlreadyLinked': {
    status: 422,
    field: 'email',
  },
})

export type TournamentError = keyof typeof tournamentErrors
