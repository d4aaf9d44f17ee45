import type { MatchTemplateInput } from '@oche/api'
import { matchTemplatePresets } from '@oche/darts'
import { Badge, Button, ConfirmDialog } from '@oche/ui'
import { memo, useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { isSameTemplate } from './match-template-values'
import { presetMessages } from './template-labels'

export type PresetName = keyof typeof matchTemplatePresets

const presetNames = Object.keys(matchTemplatePresets) as PresetName[]

export type TemplatePresetsProps = {
  /** The template as the form has it now: the preset it equals is marked as in use. */
  current: MatchTemplateInput
  /** Replaces the form's template with the preset. */
  onChoose: (preset: PresetName) => void
}

/**
 * The templates of known leagues to start from. Choosing one replaces the games and the match settings; when the
 * template in the form is no known one, that is confirmed first, so that edits are not lost by a slip.
 */
export function TemplatePresets({ current, onChoose }: TemplatePresetsProps) {
  const inUse = presetNames.find((preset) => isSameTemplate(current, matchTemplatePresets[preset]))
  return <PresetList inUse={inUse} onChoose={onChoose} />
}

/** The list itself, rendered again only when the preset in use changes (not on every key typed in the games). */
const PresetList = memo(function PresetList({
  inUse,
  onChoose,
}: {
  inUse: PresetName | undefined
  onChoose: TemplatePresetsProps['onChoose']
}) {
  const intl = useIntl()
  const legendId = useId()
  return (
    <div role="group" aria-labelledby={legendId} className="flex flex-col gap-3">
      <h3 id={legendId} className="text-base font-semibold">
        <FormattedMessage id="competition.matchTemplate.presetsTitle" defaultMessage="Start from a known league" />
      </h3>
      <ul className="flex flex-col gap-3">
        {presetNames.map((preset) => {
          const name = intl.formatMessage(presetMessages[preset].name)
          const descriptionId = `${legendId}-${preset}`
          const chooseButton = (onClick?: () => void) => (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="shrink-0 self-start sm:self-center"
              aria-describedby={descriptionId}
              onClick={onClick}
            >
              <FormattedMessage
                id="competition.matchTemplate.presetChoose"
                defaultMessage="Start from {name}"
                values={{ name }}
              />
            </Button>
          )
          return (
            <li
              key={preset}
              data-preset={preset}
              className="flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {name}
                  {inUse === preset ? (
                    <Badge variant="success">
                      <FormattedMessage id="competition.matchTemplate.presetInUse" defaultMessage="In use" />
                    </Badge>
                  ) : null}
                </span>
                <p id={descriptionId} className="text-sm text-muted-foreground">
                  {intl.formatMessage(presetMessages[preset].description)}
                </p>
              </div>
              {inUse === preset ? null : inUse ? (
                chooseButton(() => onChoose(preset))
              ) : (
                <ConfirmDialog
                  title={intl.formatMessage(
                    { id: 'competition.matchTemplate.presetConfirmTitle', defaultMessage: 'Start from {name}?' },
                    { name },
                  )}
                  description={intl.formatMessage({
                    id: 'competition.matchTemplate.presetConfirmBody',
                    defaultMessage: 'Its games and settings replace the ones below. Nothing is saved until you save.',
                  })}
                  confirmLabel={intl.formatMessage({
                    id: 'competition.matchTemplate.presetConfirm',
                    defaultMessage: 'Replace the games',
                  })}
                  cancelLabel={intl.formatMessage({
                    id: 'competition.matchTemplate.presetCancel',
                    defaultMessage: 'Keep mine',
                  })}
                  onConfirm={() => onChoose(preset)}
                >
                  {chooseButton()}
                </ConfirmDialog>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
})
