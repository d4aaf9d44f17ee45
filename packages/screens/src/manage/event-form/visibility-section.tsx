import { FormattedMessage } from 'react-intl'
import { FormSection } from '../parts/form-fields/form-section'
import { VisibilityField } from '../parts/form-fields/visibility-field'

/** Who can see the event: the same three choices as a tournament. */
export function VisibilitySection() {
  return (
    <FormSection title={<FormattedMessage id="manage.eventForm.visibilityTitle" defaultMessage="Visibility" />}>
      <VisibilityField
        legend={<FormattedMessage id="manage.eventForm.visibility" defaultMessage="Who can see it" />}
        descriptions={{
          public: (
            <FormattedMessage
              id="manage.eventForm.publicHelp"
              defaultMessage="Listed on Oche’s event pages; anyone can see it."
            />
          ),
          unlisted: (
            <FormattedMessage
              id="manage.eventForm.unlistedHelp"
              defaultMessage="Not listed; anyone with the link can see it."
            />
          ),
          private: (
            <FormattedMessage
              id="manage.eventForm.privateHelp"
              defaultMessage="Only you and the other organisers can see it."
            />
          ),
        }}
      />
    </FormSection>
  )
}
