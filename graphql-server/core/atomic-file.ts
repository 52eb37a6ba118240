// Files other processes read while the shop writes them (media, the dev outboxes of mails and texts): written under a
// temporary name and renamed, so a reader sees the whole file or none of it, never the first half.
import { rename, writeFile } from "node:fs/promises";

export async function writeFileAtomically(path: string, data: string | Uint8Array): Promise<void> {
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, path);
}
