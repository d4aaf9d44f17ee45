import { z } from 'zod'

/** Every error the API answers with. `errors` holds field errors on a 422, keyed by field path. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
})

export type ApiError = z.infer<typeof ApiErrorSchema>
