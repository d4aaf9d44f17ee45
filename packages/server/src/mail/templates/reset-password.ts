import type { Langcode } from '@oche/api'
import type { MailContent } from '../render'

export type ResetPasswordParams = { name: string; url: string; expiresInMinutes: number }

const copy: Record<Langcode, (params: ResetPasswordParams) => MailContent> = {
  en: ({ name, url, expiresInMinutes }) => ({
    subject: 'Reset your Oche password',
    greeting: `Hello ${name},`,
    intro: [
      'Someone asked to reset the password of your Oche account. If that was you, choose a new password with this link:',
    ],
    action: { label: 'Choose a new password', url },
    outro: [
      `The link works once and expires in ${expiresInMinutes} minutes.`,
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    signature: 'See you at the oche,\nOche',
  }),
  nl: ({ name, url, expiresInMinutes }) => ({
    subject: 'Stel je Oche-wachtwoord opnieuw in',
    greeting: `Hallo ${name},`,
    intro: [
      'Iemand heeft gevraagd om het wachtwoord van je Oche-account opnieuw in te stellen. Was jij dat? Kies dan een nieuw wachtwoord via deze link:',
    ],
    action: { label: 'Kies een nieuw wachtwoord', url },
    outro: [
      `De link werkt één keer en verloopt over ${expiresInMinutes} minuten.`,
      'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft ongewijzigd.',
    ],
    signature: 'Tot aan de oche,\nOche',
  }),
  fr: ({ name, url, expiresInMinutes }) => ({
    subject: 'Réinitialisez votre mot de passe Oche',
    greeting: `Bonjour ${name},`,
    intro: [
      'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Oche. Si c’était vous, choisissez un nouveau mot de passe avec ce lien :',
    ],
    action: { label: 'Choisir un nouveau mot de passe', url },
    outro: [
      `Le lien ne fonctionne qu’une fois et expire dans ${expiresInMinutes} minutes.`,
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    ],
    signature: 'À bientôt sur l’oche,\nOche',
  }),
  de: ({ name, url, expiresInMinutes }) => ({
    subject: 'Setzen Sie Ihr Oche-Passwort zurück',
    greeting: `Hallo ${name},`,
    intro: [
      'Jemand hat angefordert, das Passwort Ihres Oche-Kontos zurückzusetzen. Wenn Sie das waren, wählen Sie über diesen Link ein neues Passwort:',
    ],
    action: { label: 'Neues Passwort wählen', url },
    outro: [
      `Der Link funktioniert einmal und läuft in ${expiresInMinutes} Minuten ab.`,
      'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
    ],
    signature: 'Bis bald am Oche,\nOche',
  }),
}

/** The e-mail with the one-time link of `POST /api/password/forgot`. */
export function resetPasswordMail(langcode: Langcode, params: ResetPasswordParams): MailContent {
  return copy[langcode](params)
}
