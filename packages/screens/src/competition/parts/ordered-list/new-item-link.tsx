import { Button } from '@oche/ui'
import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { usePlatform } from '../../../app/platform/platform-context'

/** The link to an admin list's form for a new item ("New document", "Add the first board member"). */
export function NewItemLink({ href, children }: { href: string; children: ReactNode }) {
  const { Link } = usePlatform()
  return (
    <Button asChild>
      <Link href={href}>
        <Plus aria-hidden />
        {children}
      </Link>
    </Button>
  )
}
