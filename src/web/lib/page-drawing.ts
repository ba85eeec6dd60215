import type { DehydratedState } from "@tanstack/react-query";
import { useEffect } from "react";
import { PAGE_DATA_ELEMENT_ID } from "../../shared/studio.ts";
import { readEmbeddedJson } from "./embedded-json.ts";

/** What the server's drawing of a page was made of (prerender.tsx), sent inside the page. */
export interface DrawnPageData {
  /** The moment the page was drawn as at. */
  drawnAt: string;
  /** The answers it shows, as the browser's query cache keeps them. */
  queries: DehydratedState;
}

/** The data of the server's drawing sent inside the page, if it came with one. */
export function readDrawnPageData(document: Document): DrawnPageData | undefined {
  return readEmbeddedJson<DrawnPageData>(document, PAGE_DATA_ELEMENT_ID);
}

let drawnAt: Date | null = null;

/**
 * Makes pages open at `at` until called again with null: while a page is drawn on the server,
 * and while the browser takes that drawing over, so that what depends on the time ("today",
 * "free cancellation until 8:00") is drawn the same by both.
 */
export function openPagesAt(at: Date | null): void {
  drawnAt = at;
}

/** The moment a page opening now opens at: now, unless a drawing is being made or taken over. */
export function pageOpenedAt(): Date {
  return drawnAt ?? new Date();
}

/**
 * Ends the drawing's moment once the app has taken the page over: pages opened later open when
 * they are opened. It stands in the same place in the server's tree and the browser's, which
 * must have the same shape for the ids React gives elements (`useId`) to match.
 */
export function DrawingTakenOver(): null {
  useEffect(() => openPagesAt(null), []);
  return null;
}
