import { closeSync, fsyncSync, openSync } from "node:fs";

/** A file, or a folder's entries, forced to disk before going on, as a power cut must find it. */
export function syncToDisk(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
