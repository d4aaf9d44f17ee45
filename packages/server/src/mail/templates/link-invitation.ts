import type { Langcode } from '@oche/api'
import type { MailContent } from '../render'

export type LinkInvitationParams = { name: string; organiserName: string; participantName: string; url: string }

const copy: Record<Langcode, (params: LinkInvitationParams) => MailContent> = {
  en: ({ name, organiserName, participantName, url }) => ({
    subject: `${organiserName} invites you to link your Oche account`,
    greeting: `Hello ${name},`,
    intro: [
      `${organiserName} would like to link the player “${participantName}” on their participant list to your Oche account, so its tournaments show under your profile.`,
      'Sign in and answer the invitation under the bell (Notifications): accept or decline.',
    ],
    action: { label: 'Open Oche', url },
    outro: ['Nothing is linked until you accept. If you do not know this organiser, decline or ignore this e-mail.'],
    signature: 'See you at the oche,\nOche',
  }),
  nl: ({ name, organiserName, participantName, url }) => ({
    subject: `${organiserName} nodigt je uit om je Oche-account te koppelen`,
    greeting: `Hallo ${name},`,
    intro: [
      `${organiserName} wil de speler “${participantName}” op zijn deelnemerslijst aan je Oche-account koppelen, zodat de toernooien ervan onder je profiel verschijnen.`,
      'Meld je aan en beantwoord de uitnodiging onder het belletje (Meldingen): accepteren of weigeren.',
    ],
    action: { label: 'Oche openen', url },
    outro: [
      'Er wordt niets gekoppeld tot je accepteert. Ken je deze organisator niet? Weiger dan of negeer deze e-mail.',
    ],
    signature: 'Tot aan de oche,\nOche',
  }),
  fr: ({ name, organiserName, participantName, url }) => ({
    subject: `${organiserName} vous invite à lier votre compte Oche`,
    greeting: `Bonjour ${name},`,
    intro: [
      `${organiserName} souhaite lier le joueur « ${participantName} » de sa liste de participants à votre compte Oche, pour que ses tournois apparaissent dans votre profil.`,
      'Connectez-vous et répondez à l’invitation sous la cloche (Notifications) : accepter ou refuser.',
    ],
    action: { label: 'Ouvrir Oche', url },
    outro: [
      'Rien n’est lié tant que vous n’avez pas accepté. Si vous ne connaissez pas cet organisateur, refusez ou ignorez cet e-mail.',
    ],
    signature: 'À bientôt sur l’oche,\nOche',
  }),
  de: ({ name, organiserName, participantName, url }) => ({
    subject: `${organiserName} lädt Sie ein, Ihr Oche-Konto zu verknüpfen`,
    greeting: `Hallo ${name},`,
    intro: [
      `${organiserName} möchte den Spieler „${participantName}“ seiner Teilnehmerliste mit Ihrem Oche-Konto verknüpfen, damit dessen Turniere in Ihrem Profil erscheinen.`,
      'Melden Sie sich an und beantworten Sie die Einladung unter der Glocke (Benachrichtigungen): annehmen oder ablehnen.',
    ],
    action: { label: 'Oche öffnen', url },
    outro: [
      'Verknüpft wird erst, wenn Sie annehmen. Wenn Sie diesen Veranstalter nicht kennen, lehnen Sie ab oder ignorieren Sie diese E-Mail.',
    ],
    signature: 'Bis bald am Oche,\nOche',
  }),
}

/** The e-mail to an account holder whom `POST /api/participants/{id}/link` invited to link a participant. */
export function linkInvitationMail(langcode: Langcode, params: LinkInvitationParams): MailContent {
  return copy[langcode](params)
}
