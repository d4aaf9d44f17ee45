import { CompetitionSiteSettingsInputSchema } from '@oche/api'
import { cn } from '@oche/ui'
import { TriangleAlert } from 'lucide-react'
import { useId, useState, type CSSProperties } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { FormattedMessage, FormattedNumber } from 'react-intl'
import { siteColours } from '../../competition-site/parts/site-frame/site-colours'
import type { SiteSettingsValues } from './site-settings-values'

/** WCAG AA: normal text needs at least 4.5:1 against its background. */
const minimumContrast = 4.5
const white = '#ffffff'
const logoUrlSchema = CompetitionSiteSettingsInputSchema.shape.logo_url.unwrap().unwrap()

/**
 * White text's contrast on the colour. `siteColours` gives the better of white and black; their two contrasts on a
 * colour always multiply to 21 (1.05 / (L + 0.05) × (L + 0.05) / 0.05), so white's follows from black's.
 */
function whiteContrast(colours: NonNullable<ReturnType<typeof siteColours>>): number {
  return colours.ink === white ? colours.contrast : 21 / colours.contrast
}

/** The logo as the header shows it; a link that loads no image says so instead. */
function LogoPreview({ url }: { url: string }) {
  const [failed, setFailed] = useState<string | null>(null)
  if (failed === url)
    return (
      <span className="text-sm opacity-90">
        <FormattedMessage id="competition.siteSettings.logoBroken" defaultMessage="No image at this link" />
      </span>
    )
  // The name beside it says whose logo it is.
  return (
    <img
      src={url}
      alt=""
      data-slot="logo-preview"
      onError={() => setFailed(url)}
      className="size-10 shrink-0 rounded-sm object-contain sm:size-12"
    />
  )
}

/**
 * The public site's header as it will look with the logo and colour typed in: the league's name on its colour, in
 * white or black (whichever reads better, as the site picks), and a warning when white text falls under WCAG AA.
 */
export function SiteHeaderPreview({ name }: { name: string }) {
  const captionId = useId()
  const { control } = useFormContext<SiteSettingsValues>()
  const [colour = '', logoUrl = ''] = useWatch({ control, name: ['primary_colour', 'logo_url'] })
  const colours = siteColours(colour.trim())
  const contrast = colours ? whiteContrast(colours) : null
  const logo = logoUrl.trim()
  const style = colours ? ({ '--site-colour': colours.background, '--site-ink': colours.ink } as CSSProperties) : {}
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-2">
      <div
        data-slot="header-preview"
        data-colours={colours ? 'league' : 'platform'}
        style={style}
        className={cn(
          'flex min-h-16 items-center gap-3 rounded-md border px-4 py-3',
          colours ? 'bg-(--site-colour) text-(--site-ink)' : 'bg-surface text-foreground',
        )}
      >
        {logoUrlSchema.safeParse(logo).success ? <LogoPreview key={logo} url={logo} /> : null}
        <span className="truncate text-lg font-semibold tracking-tight sm:text-2xl">{name}</span>
      </div>
      <figcaption id={captionId} className="text-sm text-muted-foreground">
        {colours ? (
          <FormattedMessage
            id="competition.siteSettings.previewCaption"
            defaultMessage="The top of the public site, in the league’s colour."
          />
        ) : (
          <FormattedMessage
            id="competition.siteSettings.previewCaptionPlatform"
            defaultMessage="The top of the public site, in Oche’s colours while the league has none."
          />
        )}
      </figcaption>
      {/* Present from the start, so a warning that appears while picking a colour is announced. */}
      <div aria-live="polite">
        {contrast !== null && contrast < minimumContrast ? (
          <p
            data-slot="contrast-warning"
            className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>
              <FormattedMessage
                id="competition.siteSettings.contrastWarning"
                defaultMessage="White text is hard to read on this colour: {ratio}:1, where WCAG AA asks for at least {minimum}:1. The site writes on it in black; pick a darker colour to keep white."
                values={{
                  ratio: <FormattedNumber value={contrast} maximumFractionDigits={1} />,
                  minimum: <FormattedNumber value={minimumContrast} />,
                }}
              />
            </span>
          </p>
        ) : null}
      </div>
    </figure>
  )
}
