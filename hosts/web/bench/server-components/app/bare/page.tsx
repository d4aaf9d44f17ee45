/** The floor: a bare page (one heading, no client component) in the same build as the other pages. */
export default function BarePage() {
  // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- the first-load bench's bare page, to the letter
  return <h1>Hello</h1>
}
