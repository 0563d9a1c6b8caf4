// Reading multipart uploads and storing files in the data folder safely.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

function tooLarge(limitBytes: number): HttpError {
  return new HttpError(413, `Plik jest za duży (limit ${Math.round(limitBytes / 1024 / 1024)} MB)`);
}

async function readPart(part: MultipartFile, limitBytes: number): Promise<UploadedFile> {
  const bytes = await part.toBuffer();
  if (part.file.truncated || bytes.length > limitBytes) throw tooLarge(limitBytes);
  return { filename: part.filename, bytes };
}

/** Every file of the multipart field `file` (at least one), each at most `limitBytes`. */
export async function readUploads(request: FastifyRequest, limitBytes: number): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new HttpError(400, 'Oczekiwano formularza multipart z polem file', { file: 'brak pliku' });
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.files({ limits: { fileSize: limitBytes, files: 50 } })) {
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      files.push(await readPart(part, limitBytes));
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge(limitBytes);
    throw error;
  }
  if (files.length === 0) throw new HttpError(400, 'Brak pliku w polu file', { file: 'brak pliku' });
  return files;
}

/** A folder of stored files (maps or symbols) inside the data folder. */
export class FileFolder {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  list(extension: string): string[] {
    return readdirSync(this.dir)
      .filter((name) => name.toLowerCase().endsWith(extension) && !name.startsWith('.'))
      .sort((a, b) => a.localeCompare(b));
  }

  has(name: string): boolean {
    return existsSync(join(this.dir, name));
  }

  /** Writes through a temporary file and a rename, so readers never see half a file. */
  write(name: string, bytes: Buffer): void {
    const temp = join(this.dir, `.upload-${process.pid}-${Date.now()}-${name}`);
    writeFileSync(temp, bytes);
    renameSync(temp, join(this.dir, name));
  }

  remove(name: string): boolean {
    if (!this.has(name)) return false;
    rmSync(join(this.dir, name));
    return true;
  }
}
