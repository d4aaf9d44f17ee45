// A browser source in OBS (or any compositor) shows what the page paints: nothing but the scoreboard may be opaque,
// and the scoreboard is fully opaque so that busy video behind it does not eat into the figures.
// The shell's background, its loading bar and its toasts (a "new version" prompt) must not reach the stream.
// The type scales with the source's width: 16 px at 1280 px wide, 24 px at 1920.
const overlayPage = [
  'html,body{background:transparent!important}',
  // A dark page colour scheme would give the page an opaque canvas inside an iframe of a light page.
  'html{color-scheme:normal!important;font-size:calc(100vw / 80)}',
  '[data-sonner-toaster],[data-slot=loading-bar]{display:none!important}',
].join('')

/** Makes the page transparent and bare while the overlay is shown (the style goes with it). */
export function OverlayPageStyle() {
  return <style data-slot="overlay-page-style" dangerouslySetInnerHTML={{ __html: overlayPage }} />
}
