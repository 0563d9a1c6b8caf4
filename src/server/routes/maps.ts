// Chart (map) files, spec section 7 ("Files"): GET lists, POST uploads
// (multipart field `file`, only S-57 `.000` cells, 64 MB), DELETE removes.
// Stored files are served under /media/maps/.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MAPS_PATH, MAP_MAX_BYTES, MEDIA_MAPS_PREFIX, type DeleteFileRequest, type MapListResponse, type UploadResponse } from '../../protocol/files';
import { HttpError } from '../errors';
import { encCellProblem } from '../files/encCell';
import { safeFileName } from '../files/names';
import { FileFolder, readUploads } from '../files/uploads';
import { filenameBody } from './schemas';

const EXTENSION = '.000';

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
      const uploads = await readUploads(request, MAP_MAX_BYTES);
      if (uploads.length !== 1) throw new HttpError(400, 'Wyślij jeden plik mapy naraz', { file: 'jeden plik' });
      const [upload] = uploads as [(typeof uploads)[0]];
      const name = safeFileName(upload.filename, EXTENSION);
      const overwrite = request.query.overwrite === '1' || request.query.overwrite === 'true';
      if (folder.has(name) && !overwrite) {
        throw new HttpError(409, `Mapa ${name} już istnieje (użyj ?overwrite=1, aby ją zastąpić)`, { file: 'plik już istnieje' });
      }
      const problem = encCellProblem(name, upload.bytes);
      if (problem) throw new HttpError(400, `Plik ${name} nie jest mapą S-57: ${problem}`, { file: problem });
      folder.write(name, upload.bytes);
      onChange(name);
      return reply.status(201).send({ filename: name });
    },
  );

  app.delete<{ Body: DeleteFileRequest }>(MAPS_PATH, { schema: { body: filenameBody } }, async (request, reply) => {
    const name = safeFileName(request.body.filename, EXTENSION, 'filename');
    if (!folder.remove(name)) throw new HttpError(404, `Nie ma mapy ${name}`);
    onChange(name);
    return reply.status(204).send();
  });
}
