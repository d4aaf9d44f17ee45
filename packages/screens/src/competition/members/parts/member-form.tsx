import { zodResolver } from '@hookform/resolvers/zod'
import type { Season } from '@oche/api'
import { Button } from '@oche/ui'
import { useMemo, type ReactNode } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { showServerErrors } from '../../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../../app/form-errors/use-form-error-map'
import { usePlatform } from '../../../app/platform/platform-context'
import { RadioField } from '../../../manage/parts/form-fields/radio-field'
import { FormSection } from '../../../manage/parts/form-fields/form-section'
import { MemberPicker } from '../../../manage/parts/member-picker'
import { SeasonDayField } from './season-day'
import {
  memberFormFields,
  memberFormKeyOf,
  memberFormSchema,
  type KnownPlayer,
  type MemberFormValues,
} from './member-form-values'

export type MemberFormProps = {
  /** `create` asks who joins (a known player or a new guest); `edit` changes a membership of someone. */
  mode: 'create' | 'edit'
  defaultValues: MemberFormValues
  season: Pick<Season, 'starts_on' | 'ends_on'>
  /** Create only: the organisation's players; those in a team this season are listed but not chosen. */
  knownPlayers?: readonly KnownPlayer[]
  submitLabel: ReactNode
  cancelHref: string
  /** Saves the checked form; a rejection with the server's 422 shows its errors on the fields. */
  onSubmit: (values: MemberFormValues) => Promise<unknown>
}

/** The one form for adding a player to a team and changing a membership: who, role, first day, contact. */
export function MemberForm({
  mode,
  defaultValues,
  season,
  knownPlayers = [],
  submitLabel,
  cancelHref,
  onSubmit,
}: MemberFormProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const { Link } = usePlatform()
  const schema = useMemo(() => {
    const base = memberFormSchema(intl, season)
    if (mode === 'edit') return base
    return base.refine((values) => values.member !== null, {
      path: ['member'],
      error: intl.formatMessage({
        id: 'competition.memberForm.chooseMember',
        defaultMessage: 'Choose a player from the list, or type the name of a new guest.',
      }),
    })
  }, [intl, season, mode])
  const form = useForm<MemberFormValues>({ resolver: zodResolver(schema, { error }), defaultValues })
  const member = useWatch({ control: form.control, name: 'member' })
  const { errors, isSubmitting } = form.formState
  const takenIds = useMemo(
    () => new Set(knownPlayers.filter((player) => player.team !== null).map((player) => player.id)),
    [knownPlayers],
  )

  const handleSubmit = form.handleSubmit((values) =>
    onSubmit(values).catch((caught: unknown) =>
      showServerErrors(caught, { anchors: memberFormFields, rename: memberFormKeyOf, setError: form.setError, intl }),
    ),
  )

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-6">
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      {mode === 'create' ? (
        <FormSection title={<FormattedMessage id="competition.memberForm.who" defaultMessage="Player" />}>
          <Controller
            control={form.control}
            name="member"
            render={({ field, fieldState }) => (
              <MemberPicker
                ref={field.ref}
                label={<FormattedMessage id="competition.memberForm.member" defaultMessage="Name" />}
                description={
                  <FormattedMessage
                    id="competition.memberForm.memberHelp"
                    defaultMessage="Type to find a player of the league’s seasons, or type a new name to add a guest."
                  />
                }
                participants={knownPlayers}
                enteredIds={takenIds}
                enteredNote={(player) =>
                  intl.formatMessage(
                    { id: 'competition.memberForm.playsFor', defaultMessage: 'Plays for {team}' },
                    { team: player.team?.name },
                  )
                }
                value={field.value}
                onValueChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          {member?.kind === 'guest' ? (
            <TextField
              label={
                <FormattedMessage
                  id="competition.memberForm.nickname"
                  defaultMessage="Nickname of {name} (optional)"
                  values={{ name: member.name }}
                />
              }
              autoComplete="off"
              error={errors.nickname?.message}
              {...form.register('nickname')}
            />
          ) : null}
        </FormSection>
      ) : null}
      <FormSection title={<FormattedMessage id="competition.memberForm.team" defaultMessage="In the team" />}>
        <Controller
          control={form.control}
          name="role"
          render={({ field, fieldState }) => (
            <RadioField
              ref={field.ref}
              legend={<FormattedMessage id="competition.memberForm.role" defaultMessage="Role" />}
              options={[
                {
                  value: 'player',
                  label: <FormattedMessage id="competition.memberForm.rolePlayer" defaultMessage="Player" />,
                },
                {
                  value: 'captain',
                  label: <FormattedMessage id="competition.memberForm.roleCaptain" defaultMessage="Captain" />,
                  description: (
                    <FormattedMessage
                      id="competition.memberForm.roleCaptainHelp"
                      defaultMessage="A team has one captain: the present captain becomes a player."
                    />
                  ),
                },
              ]}
              value={field.value}
              onValueChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <SeasonDayField
          season={season}
          label={<FormattedMessage id="competition.memberForm.joinedOn" defaultMessage="First day in the team" />}
          error={errors.joined_on?.message}
          {...form.register('joined_on')}
        />
      </FormSection>
      <FormSection
        title={<FormattedMessage id="competition.memberForm.contact" defaultMessage="Contact" />}
        description={
          <FormattedMessage
            id="competition.memberForm.contactHelp"
            defaultMessage="Optional. Only the organisation’s admins and the team’s captain see it."
          />
        }
      >
        <TextField
          type="email"
          inputMode="email"
          autoComplete="off"
          label={<FormattedMessage id="competition.memberForm.email" defaultMessage="E-mail address" />}
          error={errors.contact_email?.message}
          {...form.register('contact_email')}
        />
        <TextField
          type="tel"
          inputMode="tel"
          autoComplete="off"
          label={<FormattedMessage id="competition.memberForm.phone" defaultMessage="Phone number" />}
          error={errors.contact_phone?.message}
          {...form.register('contact_phone')}
        />
      </FormSection>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href={cancelHref}>
            <FormattedMessage {...commonMessages.cancel} />
          </Link>
        </Button>
      </div>
    </form>
  )
}
