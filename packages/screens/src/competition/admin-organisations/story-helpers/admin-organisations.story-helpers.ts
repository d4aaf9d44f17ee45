import { competitionFixtureIds, superAdminFixture, type CompetitionStore } from '@oche/mocks'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'

/** Stories only: the super admins' organisation handlers over a fresh fixture league (Demo Darts League, Kempen Dartsbond). */
export function adminOrganisationHandlers(...changes: ((store: CompetitionStore) => void)[]) {
  return competitionHandlers({}, (store) => changes.forEach((change) => change(store)))
}

/** The id of the invitation `invitationPending` adds. */
export const pendingInvitationId = '7c0a00ff-0000-4000-8000-000000000001'

/** Stories only: Demo Darts League has invited a captain who has not answered yet. */
export function invitationPending(store: CompetitionStore) {
  store.organisations.get(competitionFixtureIds.organisation)?.invitations.push({
    id: pendingInvitationId,
    email: 'captain@kempen.test',
    userId: null,
    created_at: '2026-11-20T10:00:00.000Z',
  })
}

/** Stories only: Demo Darts League has a second admin, the super admin Ada. */
export function secondAdmin(store: CompetitionStore) {
  store.organisations.get(competitionFixtureIds.organisation)?.adminIds.push(superAdminFixture.id)
}

/** Stories only: no league organisation yet. */
export function noOrganisations(store: CompetitionStore) {
  store.organisations.clear()
}
