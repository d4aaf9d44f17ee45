import { useFormContext, useWatch } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { FormSection } from '../form-fields/form-section'
import { PhaseFields } from './phase-fields'
import { formatFromDraft, type TournamentFormValues } from './tournament-form-values'
import { stagesOf } from './tournament-stages'
import { useStageName } from './use-stage-names'

/** The game settings of every phase the chosen format has. */
export function GameSettingsSection({ isLocked }: { isLocked: boolean }) {
  const { control, formState } = useFormContext<TournamentFormValues>()
  const stageName = useStageName()
  const format = formatFromDraft(useWatch({ control, name: 'format' }))
  const phasesError = formState.errors.phases?.message
  return (
    <FormSection
      title={<FormattedMessage id="manage.tournamentForm.gamesTitle" defaultMessage="Game settings" />}
      description={
        <FormattedMessage
          id="manage.tournamentForm.gamesHelp"
          defaultMessage="Each phase can be played differently, for example shorter games in the groups."
        />
      }
    >
      {phasesError ? <FormAlert>{phasesError}</FormAlert> : null}
      {stagesOf(format).map((stage) => (
        <PhaseFields key={stage} stage={stage} title={stageName(stage, format)} format={format} disabled={isLocked} />
      ))}
    </FormSection>
  )
}
