import { STUDIO_SETTINGS_ELEMENT_ID, type StudioInfo } from "../../../shared/studio.ts";

/** The settings the server sent inside the page, if it did (the Vite dev server does not). */
export function readEmbeddedStudio(document: Document): StudioInfo | undefined {
  const text = document.getElementById(STUDIO_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as StudioInfo;
  } catch {
    return undefined;
  }
}
