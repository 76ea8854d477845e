import type { FastifyRequest } from 'fastify';
import type { ErrorKey } from '@hapa/contracts';
import { AppError } from './app-error.ts';

/**
 * The bytes of the one multipart part named `file` (@fastify/multipart registered by the calling plugin,
 * with its own size limit). A part over the limit throws `tooLarge`, a body that is not multipart throws
 * `badType`, a request without the part answers `validation.required`.
 * @throws AppError tooLarge | badType | validation.required
 */
export async function readUploadedFile(req: FastifyRequest, errors: { tooLarge: ErrorKey; badType: ErrorKey }): Promise<Buffer> {
  let upload: Buffer | null = null;
  try {
    const file = await req.file();
    upload = file && file.fieldname === 'file' ? await file.toBuffer() : null;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(errors.tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(errors.badType);
    throw err;
  }
  if (!upload) throw new AppError('validation.required', 'This field is required: file');
  return upload;
}
