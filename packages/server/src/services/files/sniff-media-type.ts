import { fileTypeFromFile } from 'file-type'

/**
 * The media type of a file as its bytes say (magic numbers, and for office files what their zip holds), never as
 * its name or the browser claim; null when the bytes are of no type it knows (plain text, HTML, a script).
 */
export async function sniffMediaType(path: string): Promise<string | null> {
  return (await fileTypeFromFile(path))?.mime ?? null
}
