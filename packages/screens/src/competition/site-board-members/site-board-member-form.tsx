import { useId, useState, type ReactNode } from 'react'
import { Controller } from 'react-hook-form'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import { TextField } from '../../accounts/parts/account-form/text-field'
import { CheckboxField } from '../../manage/parts/form-fields/checkbox-field'
import { FormSection } from '../../manage/parts/form-fields/form-section'
import { FileUploadField } from '../parts/file-upload-field'
import { ItemForm, useItemForm } from '../parts/ordered-list'
import {
  siteBoardMemberFieldName,
  siteBoardMemberFormSchema,
  type SiteBoardMemberFormValues,
} from './site-board-member-form-values'

/** The roles a league's board usually has, offered while typing one (any other is fine too). */
const usualRoles = defineMessages({
  chair: { id: 'competition.siteBoardMemberForm.roleChair', defaultMessage: 'Chair' },
  secretary: { id: 'competition.siteBoardMemberForm.roleSecretary', defaultMessage: 'Secretary' },
  treasurer: { id: 'competition.siteBoardMemberForm.roleTreasurer', defaultMessage: 'Treasurer' },
  matchSecretary: { id: 'competition.siteBoardMemberForm.roleMatchSecretary', defaultMessage: 'Match secretary' },
})

export type SiteBoardMemberFormProps = {
  /** The organisation's slug: where the photo is uploaded. */
  org: string
  defaultValues: SiteBoardMemberFormValues
  submitLabel: ReactNode
  /** Where "Cancel" goes: the board members' list. */
  cancelHref: string
  /** Saves the checked form; a rejection with the server's 422 shows its errors on the fields. */
  onSubmit: (values: SiteBoardMemberFormValues) => Promise<unknown>
}

/** The one form for adding and editing a board member: name, role, photo, and the contact details the site shows. */
export function SiteBoardMemberForm({
  org,
  defaultValues,
  submitLabel,
  cancelHref,
  onSubmit,
}: SiteBoardMemberFormProps) {
  const intl = useIntl()
  const rolesId = useId()
  const [isUploading, setIsUploading] = useState(false)
  const { form, submit } = useItemForm({
    schema: siteBoardMemberFormSchema,
    defaultValues,
    rename: siteBoardMemberFieldName,
    onSubmit,
  })
  const { errors } = form.formState
  const { register } = form

  return (
    <ItemForm form={form} submit={submit} submitLabel={submitLabel} cancelHref={cancelHref} isUploading={isUploading}>
      <FormSection
        title={<FormattedMessage id="competition.siteBoardMemberForm.whoTitle" defaultMessage="Board member" />}
        description={
          <FormattedMessage
            id="competition.siteBoardMemberForm.whoHelp"
            defaultMessage="The public site shows the board in its order, each with photo, name and role."
          />
        }
      >
        <TextField
          label={<FormattedMessage id="competition.siteBoardMemberForm.name" defaultMessage="Name" />}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={<FormattedMessage id="competition.siteBoardMemberForm.role" defaultMessage="Role" />}
          description={
            <FormattedMessage
              id="competition.siteBoardMemberForm.roleHelp"
              defaultMessage="Pick a usual role or type another one."
            />
          }
          autoComplete="off"
          list={rolesId}
          error={errors.role?.message}
          {...register('role')}
        />
        <datalist id={rolesId}>
          {Object.values(usualRoles).map((role) => (
            <option key={role.id} value={intl.formatMessage(role)} />
          ))}
        </datalist>
        <Controller
          control={form.control}
          name="photo"
          render={({ field, fieldState }) => (
            <FileUploadField
              org={org}
              purpose="image"
              label={<FormattedMessage id="competition.siteBoardMemberForm.photo" defaultMessage="Photo (optional)" />}
              description={
                <FormattedMessage
                  id="competition.siteBoardMemberForm.photoHelp"
                  defaultMessage="A square portrait reads best; without one the site shows the initials."
                />
              }
              value={field.value}
              onChange={field.onChange}
              onUploadingChange={setIsUploading}
              inputRef={field.ref}
              name={field.name}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>
      <FormSection
        title={<FormattedMessage id="competition.siteBoardMemberForm.contactTitle" defaultMessage="Contact" />}
        description={
          <FormattedMessage
            id="competition.siteBoardMemberForm.contactHelp"
            defaultMessage="The admins always see these. The public site shows each only when you tick it: it is personal data."
          />
        }
      >
        <TextField
          label={
            <FormattedMessage id="competition.siteBoardMemberForm.email" defaultMessage="E-mail address (optional)" />
          }
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <Controller
          control={form.control}
          name="show_email"
          render={({ field }) => (
            <CheckboxField
              ref={field.ref}
              label={
                <FormattedMessage
                  id="competition.siteBoardMemberForm.showEmail"
                  defaultMessage="Show the e-mail address on the public site"
                />
              }
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <TextField
          label={<FormattedMessage id="competition.siteBoardMemberForm.phone" defaultMessage="Phone (optional)" />}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <Controller
          control={form.control}
          name="show_phone"
          render={({ field }) => (
            <CheckboxField
              ref={field.ref}
              label={
                <FormattedMessage
                  id="competition.siteBoardMemberForm.showPhone"
                  defaultMessage="Show the phone number on the public site"
                />
              }
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </FormSection>
    </ItemForm>
  )
}
