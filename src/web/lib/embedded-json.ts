/**
 * The JSON the server sent inside the page in `<script type="application/json" id="…">`, if it
 * did (the Vite dev server does not) and it reads.
 */
export function readEmbeddedJson<Value>(document: Document, id: string): Value | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Value;
  } catch {
    return undefined;
  }
}
