import type { Langcode } from '@oche/api'
import type { MailContent } from '../render'

export type ConfirmNameChangeParams = { currentName: string; newName: string; url: string; expiresInHours: number }

const copy: Record<Langcode, (params: ConfirmNameChangeParams) => MailContent> = {
  en: ({ currentName, newName, url, expiresInHours }) => ({
    subject: 'Confirm your new name on Oche',
    greeting: `Hello ${currentName},`,
    intro: [`You asked to change the name on your Oche account to “${newName}”. Confirm it with this link:`],
    action: { label: 'Confirm my new name', url },
    outro: [
      `The link expires in ${expiresInHours} hours.`,
      'If you did not ask for this, ignore this e-mail and your name stays as it is.',
    ],
    signature: 'See you at the oche,\nOche',
  }),
  nl: ({ currentName, newName, url, expiresInHours }) => ({
    subject: 'Bevestig je nieuwe naam op Oche',
    greeting: `Hallo ${currentName},`,
    intro: [`Je hebt gevraagd om de naam van je Oche-account te wijzigen in „${newName}”. Bevestig dit via deze link:`],
    action: { label: 'Mijn nieuwe naam bevestigen', url },
    outro: [
      `De link verloopt over ${expiresInHours} uur.`,
      'Heb je hier niet om gevraagd? Negeer dan deze e-mail: je naam blijft ongewijzigd.',
    ],
    signature: 'Tot aan de oche,\nOche',
  }),
  fr: ({ currentName, newName, url, expiresInHours }) => ({
    subject: 'Confirmez votre nouveau nom sur Oche',
    greeting: `Bonjour ${currentName},`,
    intro: [
      `Vous avez demandé à remplacer le nom de votre compte Oche par « ${newName} ». Confirmez-le avec ce lien :`,
    ],
    action: { label: 'Confirmer mon nouveau nom', url },
    outro: [
      `Le lien expire dans ${expiresInHours} heures.`,
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre nom reste inchangé.',
    ],
    signature: 'À bientôt sur l’oche,\nOche',
  }),
  de: ({ currentName, newName, url, expiresInHours }) => ({
    subject: 'Bestätigen Sie Ihren neuen Namen bei Oche',
    greeting: `Hallo ${currentName},`,
    intro: [
      `Sie haben angefordert, den Namen Ihres Oche-Kontos in „${newName}“ zu ändern. Bestätigen Sie das über diesen Link:`,
    ],
    action: { label: 'Neuen Namen bestätigen', url },
    outro: [
      `Der Link läuft in ${expiresInHours} Stunden ab.`,
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Name bleibt unverändert.',
    ],
    signature: 'Bis bald am Oche,\nOche',
  }),
}

/** The e-mail with the signed link of `POST /api/user/request-name-change`, sent to the account's address. */
export function confirmNameChangeMail(langcode: Langcode, params: ConfirmNameChangeParams): MailContent {
  return copy[langcode](params)
}
