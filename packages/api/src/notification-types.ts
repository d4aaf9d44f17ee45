// The types of notification the client reads, without their data's schemas (a page's code shows a notification's
// text by its type; it carries no zod for it).

/** The notification type an organiser gets when a board's tablet goes offline during a game (once per outage). */
export const TABLET_OFFLINE_NOTIFICATION = 'tablet.offline'

/** The type of the notification an invited admin gets; its `data` is `OrganisationInvitationNotificationData`. */
export const ORGANISATION_INVITATION_NOTIFICATION = 'organisation.adminInvitation'

/** The notification type of a link invitation; its `data` is `LinkInvitationNotificationData`. */
export const LINK_INVITATION_NOTIFICATION = 'participant.linkInvitation'
