import { Button, ConfirmDialog } from '@oche/ui'
import type { ReactNode } from 'react'
import { FormSection } from '../form-fields/form-section'

export type DangerZoneSectionProps = {
  /** The section's heading and what the action does. */
  title: ReactNode
  description: ReactNode
  /** The button that opens the confirmation. */
  openLabel: ReactNode
  /** The confirmation: its question, what goes with it, and its two answers. */
  confirm: { title: ReactNode; description: ReactNode; confirmLabel: ReactNode; cancelLabel: ReactNode }
  /** Runs the action; the confirmation stays open and busy until its Promise settles, and open when it fails. */
  onConfirm: () => Promise<unknown>
}

/** A section outlined in the danger colour with one action that cannot be undone, asked once more before it runs. */
export function DangerZoneSection({ title, description, openLabel, confirm, onConfirm }: DangerZoneSectionProps) {
  return (
    <FormSection tone="danger" title={title} description={description}>
      <ConfirmDialog variant="danger" {...confirm} onConfirm={onConfirm}>
        <Button variant="danger" className="self-start">
          {openLabel}
        </Button>
      </ConfirmDialog>
    </FormSection>
  )
}
