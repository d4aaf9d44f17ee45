// The realtime payloads' parser, in a chunk of its own with the schemas and zod (`loadPayloadParser`).
export { parseRealtimePayload } from '@oche/api'
