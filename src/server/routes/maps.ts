// Chart (map) files, spec section 7 ("Files"): GET lists, POST uploads
// (multipart field `file`, one S-57 `.000` cell of at most 64 MB, streamed to
// a temporary file and checked before it takes its name), DELETE removes.
// Stored files are served under /media/maps/.
import fastifyStatic from '@fastify/static';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { MAPS_PATH, MAP_MAX_BYTES, MEDIA_MAPS_PREFIX, type DeleteFileRequest, type MapListResponse, type UploadResponse } from '../../protocol/files';
import { HttpError } from '../errors';
import { encCellProblem } from '../files/encCell';
import { safeFileName } from '../files/names';
import { FileFolder, receiveUploads, type ReceivedFile, type UploadLimits } from '../files/uploads';
import { filenameBody } from './schemas';

const EXTENSION = '.000';
/** One cell per request: a second file part is refused as soon as it starts. */
const MAP_UPLOAD_LIMITS: UploadLimits = { fileBytes: MAP_MAX_BYTES, files: 1, tooManyFilesMessage: 'Wyślij jeden plik mapy naraz' };

/** `onChange(name)` is told after a map file is written or removed (the chart engine drops what it cached of it). */
export async function mapRoutes(app: FastifyInstance, folder: FileFolder, onChange: (name: string) => void = () => undefined): Promise<void> {
  await app.register(fastifyStatic, { root: folder.dir, prefix: MEDIA_MAPS_PREFIX, decorateReply: false, dotfiles: 'deny' });

  app.get<{ Reply: MapListResponse }>(
    MAPS_PATH,
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { files: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, url: { type: 'string' } } } } },
          },
        },
      },
    },
    async () => ({ files: folder.list(EXTENSION).map((name) => ({ name, url: `${MEDIA_MAPS_PREFIX}${encodeURIComponent(name)}` })) }),
  );

  app.post<{ Querystring: { overwrite?: string }; Reply: UploadResponse }>(
    MAPS_PATH,
    { schema: { querystring: { type: 'object', properties: { overwrite: { type: 'string', enum: ['0', '1', 'true', 'false'] } } } } },
    async (request, reply) => {
      const [upload] = (await receiveUploads(request, folder, MAP_UPLOAD_LIMITS)) as [ReceivedFile];
      try {
        const name = safeFileName(upload.filename, EXTENSION);
        const overwrite = request.query.overwrite === '1' || request.query.overwrite === 'true';
        if (folder.has(name) && !overwrite) {
          throw new HttpError(409, `Mapa ${name} już istnieje (użyj ?overwrite=1, aby ją zastąpić)`, { file: 'plik już istnieje' });
        }
        const problem = encCellProblem(name, readFileSync(upload.tempPath));
        if (problem) throw new HttpError(400, `Plik ${name} nie jest mapą S-57: ${problem}`, { file: problem });
        folder.commit(upload, name);
        onChange(name);
        return await reply.status(201).send({ filename: name });
      } finally {
        folder.discard([upload]);
      }
    },
  );

  app.delete<{ Body: DeleteFileRequest }>(MAPS_PATH, { schema: { body: filenameBody } }, async (request, reply) => {
    const name = safeFileName(request.body.filename, EXTENSION, 'filename');
    if (!folder.remove(name)) throw new HttpError(404, `Nie ma mapy ${name}`);
    onChange(name);
    return reply.status(204).send();
  });
}
