import { describe, expect, it } from 'vitest'
import { newsExcerpt, sanitiseNewsHtml } from './news-html'

describe('sanitiseNewsHtml', () => {
  it('keeps what the editor makes and gives links the admin’s rel', () => {
    const html =
      '<h2>Results</h2><p><strong>Bold</strong>, <em>italic</em><br>next</p><ul><li><p>one</p></li></ul>' +
      '<ol><li><p>two</p></li></ol><blockquote><p>quote</p></blockquote>' +
      '<p><a href="mailto:chair@example.org">mail</a></p>'
    expect(sanitiseNewsHtml(html)).toBe(
      '<h2>Results</h2><p><strong>Bold</strong>, <em>italic</em><br />next</p><ul><li><p>one</p></li></ul>' +
        '<ol><li><p>two</p></li></ol><blockquote><p>quote</p></blockquote>' +
        '<p><a href="mailto:chair@example.org" rel="noopener nofollow ugc">mail</a></p>',
    )
  })

  it('drops scripts, styles, handlers, images, frames and links that are not http(s) or mailto', () => {
    const html =
      '<p style="color:red" onclick="x()">Hi<img src="x" onerror="y()"></p><script>alert(1)</script>' +
      '<style>p{}</style><iframe src="https://evil.example"></iframe>' +
      '<p><a href="javascript:alert(1)">js</a> <a href="data:text/html,x">data</a> <a href="/local">local</a></p>'
    expect(sanitiseNewsHtml(html)).toBe('<p>Hi</p><p>js data local</p>')
  })

  it('writes other headings and spellings of bold and italic as the editor does', () => {
    expect(sanitiseNewsHtml('<h1>A</h1><h4>B</h4><p><b>c</b><i>d</i></p>')).toBe(
      '<h2>A</h2><h3>B</h3><p><strong>c</strong><em>d</em></p>',
    )
  })
})

describe('newsExcerpt', () => {
  it('is the text of the blocks one after the other, its characters unescaped', () => {
    expect(newsExcerpt('<h2>Tonight</h2><p>Home &amp; away &lt;3</p><ul><li><p>one</p></li></ul>')).toBe(
      'Tonight Home & away <3 one',
    )
  })

  it('cuts a long text at a word, at most 300 characters with its ellipsis', () => {
    const excerpt = newsExcerpt(`<p>${'darts '.repeat(100)}</p>`)
    expect(excerpt.length).toBeLessThanOrEqual(300)
    expect(excerpt).toMatch(/darts…$/)
  })
})
