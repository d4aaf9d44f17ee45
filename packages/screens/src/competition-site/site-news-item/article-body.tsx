/**
 * An article's body: the HTML the server stored, which is only ever its sanitised form (headings 2–3, paragraphs,
 * bold, italic, lists, quotes, links; ADR 018), so it is rendered as it is, styled element by element.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      data-slot="article-body"
      className={[
        'flex max-w-prose flex-col gap-4 text-base leading-relaxed break-words',
        '[&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold',
        '[&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1',
        '[&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_blockquote]:text-muted-foreground [&_blockquote]:italic',
        '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
        '[&_strong]:font-semibold [&_em]:italic',
      ].join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
