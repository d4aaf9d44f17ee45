import { Button } from '@oche/ui'
import { Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { usePlatform } from '../../../app/platform/platform-context'

const phoneSize = 'max-sm:min-h-10'

/** A row's link to the item's form: "Edit", named after the item for screen readers (`label`). */
export function RowEditLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  const { Link } = usePlatform()
  return (
    <Button asChild variant="outline" size="sm" className={phoneSize}>
      <Link href={href} aria-label={label}>
        <Pencil aria-hidden />
        {children}
      </Link>
    </Button>
  )
}

/** A row's button that asks to delete the item: "Delete", named after the item for screen readers (`label`). */
export function RowDeleteButton({
  label,
  onClick,
  children,
}: {
  label: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Button variant="outline" size="sm" className={`text-danger ${phoneSize}`} aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden />
      {children}
    </Button>
  )
}
