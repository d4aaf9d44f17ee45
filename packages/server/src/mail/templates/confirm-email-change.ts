import type { Langcode } from '@oche/api'
import type { MailContent } from '../render'

export type ConfirmEmailChangeParams = { name: string; newEmail: string; url: string; expiresInHours: number }

const copy: Record<Langcode, (params: ConfirmEmailChangeParams) => MailContent> = {
  en: ({ name, newEmail, url, expiresInHours }) => ({
    subject: 'Confirm your new e-mail address on Oche',
    greeting: `Hello ${name},`,
    intro: [`You asked to use ${newEmail} for your Oche account. Confirm that this address is yours with this link:`],
    action: { label: 'Confirm my e-mail address', url },
    outro: [
      `The link expires in ${expiresInHours} hours. Until you confirm, you keep signing in with your current address.`,
      'If you did not ask for this, ignore this e-mail: nothing changes.',
    ],
    signature: 'See you at the oche,\nOche',
  }),
  nl: ({ name, newEmail, url, expiresInHours }) => ({
    subject: 'Bevestig je nieuwe e-mailadres op Oche',
    greeting: `Hallo ${name},`,
    intro: [
      `Je hebt gevraagd om ${newEmail} te gebruiken voor je Oche-account. Bevestig via deze link dat dit adres van jou is:`,
    ],
    action: { label: 'Mijn e-mailadres bevestigen', url },
    outro: [
      `De link verloopt over ${expiresInHours} uur. Tot je bevestigt, meld je je aan met je huidige adres.`,
      'Heb je hier niet om gevraagd? Negeer dan deze e-mail: er verandert niets.',
    ],
    signature: 'Tot aan de oche,\nOche',
  }),
  fr: ({ name, newEmail, url, expiresInHours }) => ({
    subject: 'Confirmez votre nouvelle adresse e-mail sur Oche',
    greeting: `Bonjour ${name},`,
    intro: [
      `Vous avez demandé à utiliser ${newEmail} pour votre compte Oche. Confirmez que cette adresse est bien la vôtre avec ce lien :`,
    ],
    action: { label: 'Confirmer mon adresse e-mail', url },
    outro: [
      `Le lien expire dans ${expiresInHours} heures. Tant que vous n’avez pas confirmé, vous vous connectez avec votre adresse actuelle.`,
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change.',
    ],
    signature: 'À bientôt sur l’oche,\nOche',
  }),
  de: ({ name, newEmail, url, expiresInHours }) => ({
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse bei Oche',
    greeting: `Hallo ${name},`,
    intro: [
      `Sie möchten ${newEmail} für Ihr Oche-Konto verwenden. Bestätigen Sie über diesen Link, dass diese Adresse Ihnen gehört:`,
    ],
    action: { label: 'E-Mail-Adresse bestätigen', url },
    outro: [
      `Der Link läuft in ${expiresInHours} Stunden ab. Bis zur Bestätigung melden Sie sich weiter mit Ihrer bisherigen Adresse an.`,
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
    ],
    signature: 'Bis bald am Oche,\nOche',
  }),
}

/** The e-mail with the signed link of `POST /api/user/request-email-change`, sent to the new address. */
export function confirmEmailChangeMail(langcode: Langcode, params: ConfirmEmailChangeParams): MailContent {
  return copy[langcode](params)
}
