// Receiving multipart uploads. Each file part streams into a temporary file
// inside its target folder, within the size limit, so memory stays small
// however large or many the parts are; a file part beyond what the route
// accepts is refused as soon as it starts (the parser's files and parts
// limits), before its bytes are read. Malformed multipart bodies (no
// boundary, cut short) are client mistakes (400). The caller checks the
// files and then stores or discards them all (FileFolder.commit / discard).
import { createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export interface UploadLimits {
  /** Largest file accepted. */
  fileBytes: number;
  /** Most file parts one request may carry. */
  files: number;
  /** The Polish answer when a request carries more files than that. */
  tooManyFilesMessage: string;
}

/** One received file, still in its temporary place. */
export interface ReceivedFile {
  /** The name the client gave. */
  filename: string;
  /** The temporary file holding its bytes. */
  tempPath: string;
  sizeBytes: number;
}

const TEMP_PREFIX = '.upload-';

function tooLarge(limitBytes: number): HttpError {
  return new HttpError(413, `Plik jest za duży (limit ${Math.round(limitBytes / 1024 / 1024)} MB)`);
}

const malformed = (): HttpError =>
  new HttpError(400, 'Nieprawidłowy formularz multipart (brak granicy części lub niepełna treść)', { file: 'nieprawidłowy formularz' });

/** Maps what the multipart parser throws to our answers; file-system errors are passed on. */
function uploadError(error: unknown, limits: UploadLimits): unknown {
  if (error instanceof HttpError) return error;
  const { code, syscall } = error as { code?: string; syscall?: string };
  if (typeof syscall === 'string') return error; // the disk, not the client
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(limits.fileBytes);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new HttpError(400, limits.tooManyFilesMessage, { file: limits.tooManyFilesMessage });
  if (code === 'FST_FIELDS_LIMIT') return new HttpError(400, 'Formularz może zawierać tylko pliki w polu file', { file: 'tylko pole file' });
  return malformed();
}

/**
 * Every file of the multipart field `file` (at least one), each at most
 * `limits.fileBytes`, at most `limits.files` of them, written to temporary
 * files in `folder`. On any failure nothing is left behind.
 */
export async function receiveUploads(request: FastifyRequest, folder: FileFolder, limits: UploadLimits): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) throw new HttpError(400, 'Oczekiwano formularza multipart z polem file', { file: 'brak pliku' });
  const files: ReceivedFile[] = [];
  try {
    const parts = request.files({ limits: { fileSize: limits.fileBytes, files: limits.files, parts: limits.files, fields: 0 } });
    for await (const part of parts) {
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const tempPath = folder.tempPath();
      files.push({ filename: part.filename, tempPath, sizeBytes: 0 });
      await pipeline(part.file, createWriteStream(tempPath, { flags: 'wx' }));
      if (part.file.truncated) throw tooLarge(limits.fileBytes);
      const last = files[files.length - 1] as ReceivedFile;
      last.sizeBytes = statSync(tempPath).size;
    }
  } catch (error) {
    folder.discard(files);
    throw uploadError(error, limits);
  }
  if (files.length === 0) throw new HttpError(400, 'Brak pliku w polu file', { file: 'brak pliku' });
  return files;
}

/** A folder of stored files (maps or symbols) inside the data folder. */
/** A temporary file older than this was left by an upload cut short by a stop (not one another node is receiving now). */
const STALE_TEMP_MS = 60 * 60 * 1000;

export class FileFolder {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    // Temporary files of uploads cut short by a stop of a server. The folder
    // may be shared by several nodes (TRAXIS_FILES_DIR): fresh ones may be
    // another node's upload under way.
    const staleBefore = Date.now() - STALE_TEMP_MS;
    for (const name of readdirSync(dir)) {
      if (!name.startsWith(TEMP_PREFIX)) continue;
      const path = join(dir, name);
      const modifiedMs = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
      if (modifiedMs !== undefined && modifiedMs < staleBefore) rmSync(path, { force: true });
    }
  }

  list(extension: string): string[] {
    return this.names().filter((name) => name.toLowerCase().endsWith(extension));
  }

  /** Every stored file's name (not the hidden temporary ones), sorted. */
  names(): string[] {
    return readdirSync(this.dir)
      .filter((name) => !name.startsWith('.'))
      .sort((a, b) => a.localeCompare(b));
  }

  /** The path of a stored file. */
  path(name: string): string {
    return join(this.dir, name);
  }

  has(name: string): boolean {
    return existsSync(join(this.dir, name));
  }

  /** A new temporary file name in this folder (hidden: not listed, not served). */
  tempPath(): string {
    return join(this.dir, `${TEMP_PREFIX}${process.pid}-${randomUUID()}`);
  }

  /** Moves a received file into place under its name, so readers never see half a file. */
  commit(file: ReceivedFile, name: string): void {
    renameSync(file.tempPath, join(this.dir, name));
  }

  /** Removes the temporary files of received files that are not stored. */
  discard(files: readonly ReceivedFile[]): void {
    for (const file of files) rmSync(file.tempPath, { force: true });
  }

  remove(name: string): boolean {
    if (!this.has(name)) return false;
    rmSync(join(this.dir, name));
    return true;
  }
}
