// Where uploaded files live: the media folder served at /media. Modules write through this interface, never with
// paths of their own, so that moving the files to object storage later changes this one place. Paths are relative
// to the folder and made by the modules themselves (never from client input); a path that climbs out is refused.
import { mkdir, readFile, unlink } from "node:fs/promises";
import { dirname, join, normalize, sep } from "node:path";
import { writeFileAtomically } from "./atomic-file.js";

export interface MediaStore {
  /** Writes the file (a reader never sees half of it). */
  save(path: string, data: Uint8Array): Promise<void>;
  /** The file's bytes, or null when it is not there. */
  read(path: string): Promise<Uint8Array | null>;
  /** Removes the file; a missing file is no error. */
  remove(path: string): Promise<void>;
}

export function localMediaStore(root: string): MediaStore {
  const resolve = (path: string) => {
    const relative = normalize(path);
    if (relative.startsWith("..") || relative.startsWith(sep) || relative.includes(`${sep}..${sep}`)) throw new Error(`media path outside the folder: ${path}`);
    return join(root, relative);
  };
  return {
    async save(path, data) {
      const target = resolve(path);
      await mkdir(dirname(target), { recursive: true });
      await writeFileAtomically(target, data);
    },
    async read(path) {
      return readFile(resolve(path)).catch(() => null);
    },
    async remove(path) {
      await unlink(resolve(path)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    },
  };
}
