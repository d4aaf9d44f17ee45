import { Button } from '@oche/ui'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { usePlatform } from '../../../app/platform/platform-context'

/** A teams form's buttons: save (disabled while saving) and cancel, back to where the form was opened from. */
export function FormActions({
  submitLabel,
  cancelHref,
  isSubmitting,
}: {
  submitLabel: ReactNode
  cancelHref: string
  isSubmitting: boolean
}) {
  const { Link } = usePlatform()
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" size="lg" multiline disabled={isSubmitting}>
        {submitLabel}
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link href={cancelHref}>
          <FormattedMessage {...commonMessages.cancel} />
        </Link>
      </Button>
    </div>
  )
}
