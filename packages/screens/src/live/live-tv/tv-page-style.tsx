// 16 px type on a 1920×1080 screen, two thirds of that on 1280×720, twice it on 4K: the TV view is laid out in
// rem, so the same design fills any screen and never scrolls. The width bound keeps a 4:3 beamer image whole.
const scaleWithScreen = 'html{font-size:min(calc(100vh / 67.5),calc(100vw / 120))}'

/** Sizes the page's type to the screen while the TV view is shown (the style goes with it). */
export function TvPageStyle() {
  return <style data-slot="tv-page-style" dangerouslySetInnerHTML={{ __html: scaleWithScreen }} />
}
