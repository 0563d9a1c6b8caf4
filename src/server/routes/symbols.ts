// Symbol files, spec section 7 ("Files", "Chart engine"): GET lists, POST
// uploads (multipart field `file`, up to 50 at once, only plain `.svg`, 1 MB
// each, checked by files/svg.ts), DELETE removes; GET /chart-engine/symbols/{name} serves a symbol
// (an uploaded symbol overrides a built-in one of the same name), as a PNG
// with `?format=png&size_px=N` (the chart's symbol atlas; chart/symbols/raster.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  CHART_SYMBOLS_PREFIX,
  SYMBOLS_PATH,
  SYMBOL_MAX_BYTES,
  type DeleteFileRequest,
  type SymbolListResponse,
  type SymbolUploadResponse,
} from '../../protocol/files';
import { builtInSymbol } from '../chart/symbols';
import { SYMBOL_PNG_MAX_PX, SYMBOL_PNG_MIN_PX, SymbolRasteriser } from '../chart/symbols/raster';
import { HttpError } from '../errors';
import { safeFileName } from '../files/names';
import { svgProblem } from '../files/svg';
import { FileFolder, receiveUploads, type UploadLimits } from '../files/uploads';
import { filenameBody } from './schemas';

const EXTENSION = '.svg';
const MAX_SYMBOL_FILES = 50;
const SYMBOL_UPLOAD_LIMITS: UploadLimits = {
  fileBytes: SYMBOL_MAX_BYTES,
  files: MAX_SYMBOL_FILES,
  tooManyFilesMessage: `Za dużo plików naraz (najwyżej ${MAX_SYMBOL_FILES} symboli w jednym wysłaniu)`,
};
/** A PNG's width when the query names none (the atlas's symbol size). */
const SYMBOL_PNG_DEFAULT_PX = 32;
const SYMBOL_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function symbolRoutes(app: FastifyInstance, uploaded: FileFolder, builtInDir: string): void {
  app.get<{ Reply: SymbolListResponse }>(
    SYMBOLS_PATH,
    {
      schema: {
        response: { 200: { type: 'object', properties: { files: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } } } },
      },
    },
    async () => ({ files: uploaded.list(EXTENSION).map((name) => ({ name })) }),
  );

  app.post<{ Reply: SymbolUploadResponse }>(SYMBOLS_PATH, async (request, reply) => {
    const uploads = await receiveUploads(request, uploaded, SYMBOL_UPLOAD_LIMITS);
    try {
      // Check every file before storing any, so a bad one changes nothing.
      const checked = uploads.map((upload) => {
        const name = safeFileName(upload.filename, EXTENSION);
        const problem = svgProblem(readFileSync(upload.tempPath));
        if (problem) throw new HttpError(400, `Symbol ${name} odrzucony: ${problem}`, { file: problem });
        return { name, upload };
      });
      for (const { name, upload } of checked) uploaded.commit(upload, name);
      const filenames = checked.map((file) => file.name);
      return await reply.status(201).send({ filename: filenames[0] ?? '', filenames });
    } finally {
      uploaded.discard(uploads);
    }
  });

  app.delete<{ Body: DeleteFileRequest }>(SYMBOLS_PATH, { schema: { body: filenameBody } }, async (request, reply) => {
    const name = safeFileName(request.body.filename, EXTENSION, 'filename');
    if (!uploaded.remove(name)) throw new HttpError(404, `Nie ma symbolu ${name}`);
    return reply.status(204).send();
  });

  const rasteriser = new SymbolRasteriser();
  app.get<{ Params: { name: string }; Querystring: { format?: 'svg' | 'png'; size_px?: number } }>(
    `${CHART_SYMBOLS_PREFIX}:name`,
    {
      schema: {
        params: { type: 'object', properties: { name: { type: 'string', minLength: 1, maxLength: 130 } } },
        querystring: {
          type: 'object',
          properties: {
            format: { type: 'string', enum: ['svg', 'png'] },
            size_px: { type: 'integer', minimum: SYMBOL_PNG_MIN_PX, maximum: SYMBOL_PNG_MAX_PX },
          },
        },
      },
    },
    async (request, reply) => {
      const raw = request.params.name;
      const name = safeFileName(raw.toLowerCase().endsWith(EXTENSION) ? raw : `${raw}${EXTENSION}`, EXTENSION, 'name');
      const file = [join(uploaded.dir, name), join(builtInDir, name)].find((path) => existsSync(path));
      const svg = file ? readFileSync(file) : builtInSymbol(name.slice(0, -EXTENSION.length));
      if (svg === null) throw new HttpError(404, `Symbol not found: ${raw}`);
      if (request.query.format === 'png') {
        const png = rasteriser.png(svg, request.query.size_px ?? SYMBOL_PNG_DEFAULT_PX);
        if (!png) throw new HttpError(422, `Nie można odczytać symbolu ${raw} (uszkodzony plik SVG)`);
        return reply.type('image/png').header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'no-cache').send(png);
      }
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', SYMBOL_CSP)
        .header('Cache-Control', 'no-cache')
        .send(svg);
    },
  );
}
