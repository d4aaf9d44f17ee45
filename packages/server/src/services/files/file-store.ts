import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable, Writable } from 'node:stream'
import type { S3Config } from '../../config'

// Where the bytes of uploaded files live (ADR 018): under their SHA-256, on disk in `<dataDir>/files` or in an
// S3-compatible bucket. An upload is first written to a temporary file beside them (counted and hashed on the
// way, never held in memory), sniffed there, and only then kept; nothing is ever served by a path a user chose.

/** An upload written to a temporary file: its path there, its SHA-256 (hex) and its size in bytes. */
export type StagedFile = { path: string; sha256: string; size: number }

/** The bytes of a stored file, to answer with. */
export type StoredBytes = { body: ReadableStream<Uint8Array>; size: number }

/**
 * Keeps the bytes of uploaded files under their SHA-256: `diskFileStore` in a folder, `s3FileStore` in a bucket
 * (`createFileStore` picks by the configuration).
 */
export type FileStore = {
  /** Writes the stream to a temporary file; `tooLarge` (and nothing kept) once it passes `maxBytes`. */
  stage: (source: ReadableStream<Uint8Array>, maxBytes: number) => Promise<StagedFile | 'tooLarge'>
  /** Keeps a staged file under its SHA-256 (the same bytes twice are one file) and removes the temporary one. */
  keep: (staged: StagedFile, mediaType: string) => Promise<void>
  /** Removes a staged file that is not kept. */
  discard: (staged: StagedFile) => Promise<void>
  /** The bytes kept under the SHA-256, or null when there are none. */
  read: (sha256: string) => Promise<StoredBytes | null>
  /** Removes the bytes kept under the SHA-256 (nothing when there are none). */
  remove: (sha256: string) => Promise<void>
}

const SHA256 = /^[0-9a-f]{64}$/

function checkedSha(sha256: string): string {
  // The name of a file in the store is only ever a digest the server computed: never a path part.
  if (!SHA256.test(sha256)) throw new Error(`Not a SHA-256: ${sha256}`)
  return sha256
}

/** Writes the stream into `folder` under a fresh name, hashing and counting, and stops past `maxBytes`. */
async function stageInto(
  folder: string,
  source: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<StagedFile | 'tooLarge'> {
  await mkdir(folder, { recursive: true })
  const path = join(folder, `${randomUUID()}.part`)
  const hash = createHash('sha256')
  const file = createWriteStream(path, { flags: 'wx', mode: 0o600 })
  const sink = Writable.toWeb(file)
  let size = 0
  let tooLarge = false
  const counting = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength
      if (size > maxBytes) {
        tooLarge = true
        controller.error(new Error('tooLarge'))
        return
      }
      hash.update(chunk)
      controller.enqueue(chunk)
    },
  })
  try {
    await source.pipeThrough(counting).pipeTo(sink)
  } catch (error) {
    await rm(path, { force: true })
    if (tooLarge) return 'tooLarge'
    throw error
  }
  return { path, sha256: hash.digest('hex'), size }
}

/** Files on this machine: `<folder>/<sha256>`, staged in `<folder>/.incoming` (the same disk, so a rename keeps them). */
export function diskFileStore(folder: string): FileStore {
  const incoming = join(folder, '.incoming')
  const pathOf = (sha256: string) => join(folder, checkedSha(sha256))
  return {
    stage: (source, maxBytes) => stageInto(incoming, source, maxBytes),
    keep: async (staged) => {
      await rename(staged.path, pathOf(staged.sha256))
    },
    discard: async (staged) => {
      await rm(staged.path, { force: true })
    },
    read: async (sha256) => {
      const path = pathOf(sha256)
      const found = await stat(path).catch(() => null)
      if (!found?.isFile()) return null
      const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>
      return { body, size: found.size }
    },
    remove: async (sha256) => {
      await rm(pathOf(sha256), { force: true })
    },
  }
}

/**
 * Files in an S3-compatible bucket, under `files/<sha256>`; uploads are staged on this machine first. The AWS SDK
 * is loaded only here, when a bucket is configured.
 */
export function s3FileStore(config: S3Config, stagingFolder: string): FileStore {
  const key = (sha256: string) => `files/${checkedSha(sha256)}`
  const sdk = import('@aws-sdk/client-s3').then((s3) => ({
    s3,
    client: new s3.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // MinIO, Garage and most self-hosted stores answer on the path, not on a bucket's own host name.
      forcePathStyle: config.endpoint !== undefined,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    }),
  }))
  return {
    stage: (source, maxBytes) => stageInto(stagingFolder, source, maxBytes),
    keep: async (staged, mediaType) => {
      const { s3, client } = await sdk
      try {
        await client.send(
          new s3.PutObjectCommand({
            Bucket: config.bucket,
            Key: key(staged.sha256),
            Body: createReadStream(staged.path),
            ContentLength: staged.size,
            ContentType: mediaType,
          }),
        )
      } finally {
        await rm(staged.path, { force: true })
      }
    },
    discard: async (staged) => {
      await rm(staged.path, { force: true })
    },
    read: async (sha256) => {
      const { s3, client } = await sdk
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket: config.bucket, Key: key(sha256) }))
        if (!object.Body) return null
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: object.ContentLength ?? 0,
        }
      } catch (error) {
        if (error instanceof s3.NoSuchKey) return null
        throw error
      }
    },
    remove: async (sha256) => {
      const { s3, client } = await sdk
      await client.send(new s3.DeleteObjectCommand({ Bucket: config.bucket, Key: key(sha256) }))
    },
  }
}

/** The store the configuration asks for: the bucket when `OCHE_S3_BUCKET` is set, else `<dataDir>/files`. */
export function createFileStore(config: { dataDir: string; s3: S3Config | undefined }): FileStore {
  const folder = join(config.dataDir, 'files')
  return config.s3 ? s3FileStore(config.s3, join(folder, '.incoming')) : diskFileStore(folder)
}
