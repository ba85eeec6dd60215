import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { parse } from "csv-parse/sync";

/** Clicks a download link and waits for the file it gives. */
export async function downloaded(page: Page, link: string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: link }).click(),
  ]);
  return download;
}

/** A downloaded CSV's rows, read by a real CSV parser as a spreadsheet would read them. */
export const csvRows = async (download: Download): Promise<string[][]> =>
  parse(await readFile((await download.path())!, "utf8"), { relax_column_count: true });
