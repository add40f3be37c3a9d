/** Compresses `response` for `request` when it is worth it (see compression.mjs). */
export function compressResponse(request: Request, response: Response): Promise<Response>
