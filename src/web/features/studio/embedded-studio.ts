import { STUDIO_SETTINGS_ELEMENT_ID, type StudioInfo } from "../../../shared/studio.ts";
import { readEmbeddedJson } from "../../lib/embedded-json.ts";

/** The settings the server sent inside the page, if it did. */
export function readEmbeddedStudio(document: Document): StudioInfo | undefined {
  return readEmbeddedJson<StudioInfo>(document, STUDIO_SETTINGS_ELEMENT_ID);
}
