// Chart (map) files, spec section 7 ("Files"): GET lists the base cells
// with their latest applied update, POST uploads (multipart field `file`,
// one file of at most 64 MB, streamed to a temporary file and checked
// before it takes its name): an S-57 base cell `CELL.000`, or the next
// update `CELL.001` … `CELL.999` of a cell already stored (S-57 applies
// updates strictly in sequence: anything else is refused in Polish);
// DELETE removes a cell with its updates. Stored files are served under
// /media/maps/.
import fastifyStatic from '@fastify/static';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { MAPS_PATH, MAP_MAX_BYTES, MEDIA_MAPS_PREFIX, type DeleteFileRequest, type MapListResponse, type MapUploadResponse } from '../../protocol/files';
import { HttpError } from '../errors';
import { encCellProblem } from '../files/encCell';
import { checkEncUpdateUpload } from '../files/encUpdate';
import { BASE_EXTENSION, chartFileName, latestUpdate, removeUpdates, storedBase, storedUpdates, type ChartFileName } from '../files/mapFiles';
import { safeFileName } from '../files/names';
import { FileFolder, receiveUploads, type ReceivedFile, type UploadLimits } from '../files/uploads';
import { filenameBody } from './schemas';

/** One file per request: a second file part is refused as soon as it starts. */
const MAP_UPLOAD_LIMITS: UploadLimits = { fileBytes: MAP_MAX_BYTES, files: 1, tooManyFilesMessage: 'Wyślij jeden plik mapy naraz' };

const bytesOf = (buffer: Buffer): Uint8Array => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);

/** Stores a base cell; replacing one drops the updates of the old cell (they belong to its edition). */
function storeBase(folder: FileFolder, upload: ReceivedFile, file: ChartFileName, overwrite: boolean): void {
  const name = safeFileName(file.name, BASE_EXTENSION);
  if (folder.has(name) && !overwrite) {
    throw new HttpError(409, `Mapa ${name} już istnieje (użyj ?overwrite=1, aby ją zastąpić)`, { file: 'plik już istnieje' });
  }
  const problem = encCellProblem(name, readFileSync(upload.tempPath));
  if (problem) throw new HttpError(400, `Plik ${name} nie jest mapą S-57: ${problem}`, { file: problem });
  removeUpdates(folder, file.stem);
  folder.commit(upload, name);
}

/** Stores an update when it is the stored cell's next one; returns the base cell's name. */
function storeUpdate(folder: FileFolder, upload: ReceivedFile, file: ChartFileName): string {
  const base = storedBase(folder, file.stem);
  if (!base) {
    const message = `Nie ma komórki ${file.stem}${BASE_EXTENSION}: najpierw wgraj komórkę bazową, potem jej aktualizacje`;
    throw new HttpError(400, message, { file: message });
  }
  const stored = storedUpdates(folder, file.stem).map((name) => bytesOf(readFileSync(folder.path(name))));
  const verdict = checkEncUpdateUpload(base, bytesOf(readFileSync(folder.path(base))), stored, file.name, bytesOf(readFileSync(upload.tempPath)));
  if (!verdict.ok) throw new HttpError(verdict.refusal.code === 'already-applied' ? 409 : 400, verdict.message, { file: verdict.message });
  folder.commit(upload, file.name);
  return base;
}

/** `onChange(name)` is told the base cell's name after a cell or an update is written or removed (the chart engine drops what it cached of it). */
export async function mapRoutes(app: FastifyInstance, folder: FileFolder, onChange: (name: string) => void = () => undefined): Promise<void> {
  await app.register(fastifyStatic, { root: folder.dir, prefix: MEDIA_MAPS_PREFIX, decorateReply: false, dotfiles: 'deny' });

  app.get<{ Reply: MapListResponse }>(
    MAPS_PATH,
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              files: {
                type: 'array',
                items: { type: 'object', properties: { name: { type: 'string' }, url: { type: 'string' }, latest_update: { type: 'integer' } } },
              },
            },
          },
        },
      },
    },
    async () => ({
      files: folder.list(BASE_EXTENSION).map((name) => ({
        name,
        url: `${MEDIA_MAPS_PREFIX}${encodeURIComponent(name)}`,
        latest_update: latestUpdate(folder, name.slice(0, -BASE_EXTENSION.length)),
      })),
    }),
  );

  app.post<{ Querystring: { overwrite?: string }; Reply: MapUploadResponse }>(
    MAPS_PATH,
    { schema: { querystring: { type: 'object', properties: { overwrite: { type: 'string', enum: ['0', '1', 'true', 'false'] } } } } },
    async (request, reply) => {
      const [upload] = (await receiveUploads(request, folder, MAP_UPLOAD_LIMITS)) as [ReceivedFile];
      try {
        const file = chartFileName(upload.filename);
        if (file.update === 0) {
          storeBase(folder, upload, file, request.query.overwrite === '1' || request.query.overwrite === 'true');
          onChange(file.name);
          return await reply.status(201).send({ filename: file.name });
        }
        onChange(storeUpdate(folder, upload, file));
        return await reply.status(201).send({ filename: file.name, update: file.update });
      } finally {
        folder.discard([upload]);
      }
    },
  );

  app.delete<{ Body: DeleteFileRequest }>(MAPS_PATH, { schema: { body: filenameBody } }, async (request, reply) => {
    const name = safeFileName(request.body.filename, BASE_EXTENSION, 'filename');
    if (!folder.remove(name)) throw new HttpError(404, `Nie ma mapy ${name}`);
    removeUpdates(folder, name.slice(0, -BASE_EXTENSION.length));
    onChange(name);
    return reply.status(204).send();
  });
}
