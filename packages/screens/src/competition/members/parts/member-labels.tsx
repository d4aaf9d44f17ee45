import type { TeamMember } from '@oche/api'
import { Badge } from '@oche/ui'
import { Mail, Phone } from 'lucide-react'
import { FormattedDate, FormattedMessage } from 'react-intl'
import { RoleBadge } from '../../parts/role-badge'

/** A calendar day of the league (read as UTC), in the page's language. */
export function LeagueDay({ day }: { day: string }) {
  return <FormattedDate value={day} dateStyle="medium" timeZone="UTC" />
}

/** The player's name, with the nickname under it. */
export function MemberName({ member }: { member: Pick<TeamMember, 'name' | 'nickname'> }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium">{member.name}</span>
      {member.nickname ? <span className="text-sm text-muted-foreground">{member.nickname}</span> : null}
    </span>
  )
}

/** The player's role in the team (captain or player), and whether they are a guest rather than an account. */
export function MemberBadges({ member }: { member: Pick<TeamMember, 'role' | 'is_user'> }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <RoleBadge role={member.role === 'captain' ? 'captain' : 'member'} />
      {member.is_user ? null : (
        <Badge variant="outline" data-guest="true">
          <FormattedMessage id="competition.members.guest" defaultMessage="Guest" />
        </Badge>
      )}
    </span>
  )
}

/** How long the player is (or was) in the team. */
export function MemberPeriod({ member }: { member: Pick<TeamMember, 'joined_on' | 'left_on'> }) {
  return member.left_on === null ? (
    <FormattedMessage
      id="competition.members.since"
      defaultMessage="since {joined}"
      values={{ joined: <LeagueDay day={member.joined_on} /> }}
    />
  ) : (
    <FormattedMessage
      id="competition.members.period"
      defaultMessage="{joined} to {left}"
      values={{ joined: <LeagueDay day={member.joined_on} />, left: <LeagueDay day={member.left_on} /> }}
    />
  )
}

/**
 * The player's e-mail address and phone number, as links. The API sends them only to the organisation's admins and
 * the player's own captain; anyone else reads that they are not shown.
 */
export function MemberContactLinks({ contact }: { contact: TeamMember['contact'] }) {
  if (contact === null)
    return (
      <span className="text-sm text-muted-foreground">
        <FormattedMessage id="competition.members.contactHidden" defaultMessage="Not shown to you" />
      </span>
    )
  if (!contact.email && !contact.phone)
    return (
      <span className="text-sm text-muted-foreground">
        <FormattedMessage id="competition.members.contactNone" defaultMessage="No contact details" />
      </span>
    )
  return (
    <span className="flex min-w-0 flex-col gap-1 text-sm">
      {contact.email ? (
        <a
          href={`mailto:${contact.email}`}
          className="inline-flex items-center gap-1.5 break-all text-primary underline-offset-4 hover:underline"
        >
          <Mail aria-hidden className="size-4 shrink-0" />
          {contact.email}
        </a>
      ) : null}
      {contact.phone ? (
        <a
          href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}
          className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
        >
          <Phone aria-hidden className="size-4 shrink-0" />
          {contact.phone}
        </a>
      ) : null}
    </span>
  )
}
