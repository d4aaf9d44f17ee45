import type { Langcode } from '@oche/api'
import type { MailContent } from '../render'

export type EmailChangedByAdminParams = { name: string; newEmail: string; url: string }

const copy: Record<Langcode, (params: EmailChangedByAdminParams) => MailContent> = {
  en: ({ name, newEmail, url }) => ({
    subject: 'An administrator changed the e-mail address of your Oche account',
    greeting: `Hello ${name},`,
    intro: [
      `An administrator of Oche changed the e-mail address of your account to ${newEmail}. E-mails from Oche now go there, and password reset links too.`,
      'If you did not ask for this, reply to the people who run your Oche at once: they can change it back.',
    ],
    action: { label: 'Open Oche', url },
    outro: ['If you asked for this change, there is nothing to do.'],
    signature: 'See you at the oche,\nOche',
  }),
  nl: ({ name, newEmail, url }) => ({
    subject: 'Een beheerder heeft het e-mailadres van je Oche-account gewijzigd',
    greeting: `Hallo ${name},`,
    intro: [
      `Een beheerder van Oche heeft het e-mailadres van je account gewijzigd in ${newEmail}. E-mails van Oche gaan nu daarheen, ook links om je wachtwoord opnieuw in te stellen.`,
      'Heb je hier niet om gevraagd? Laat het meteen weten aan wie jouw Oche beheert: zij kunnen het terugzetten.',
    ],
    action: { label: 'Oche openen', url },
    outro: ['Heb je zelf om deze wijziging gevraagd? Dan hoef je niets te doen.'],
    signature: 'Tot aan de oche,\nOche',
  }),
  fr: ({ name, newEmail, url }) => ({
    subject: 'Un administrateur a modifié l’adresse e-mail de votre compte Oche',
    greeting: `Bonjour ${name},`,
    intro: [
      `Un administrateur d’Oche a remplacé l’adresse e-mail de votre compte par ${newEmail}. Les e-mails d’Oche y sont désormais envoyés, y compris les liens de réinitialisation du mot de passe.`,
      'Si vous ne l’avez pas demandé, prévenez sans attendre les personnes qui gèrent votre Oche : elles peuvent rétablir l’ancienne adresse.',
    ],
    action: { label: 'Ouvrir Oche', url },
    outro: ['Si vous avez demandé ce changement, vous n’avez rien à faire.'],
    signature: 'À bientôt sur l’oche,\nOche',
  }),
  de: ({ name, newEmail, url }) => ({
    subject: 'Ein Administrator hat die E-Mail-Adresse Ihres Oche-Kontos geändert',
    greeting: `Hallo ${name},`,
    intro: [
      `Ein Administrator von Oche hat die E-Mail-Adresse Ihres Kontos in ${newEmail} geändert. E-Mails von Oche gehen jetzt dorthin, auch Links zum Zurücksetzen des Passworts.`,
      'Wenn Sie das nicht veranlasst haben, melden Sie sich sofort bei den Betreibern Ihres Oche: Sie können die Adresse zurücksetzen.',
    ],
    action: { label: 'Oche öffnen', url },
    outro: ['Wenn Sie die Änderung veranlasst haben, müssen Sie nichts tun.'],
    signature: 'Bis bald am Oche,\nOche',
  }),
}

/** The e-mail to the old address after a super admin changed an account's address (`PATCH /api/admin/users/{id}`). */
export function emailChangedByAdminMail(langcode: Langcode, params: EmailChangedByAdminParams): MailContent {
  return copy[langcode](params)
}
