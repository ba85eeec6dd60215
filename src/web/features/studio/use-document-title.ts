import { useEffect } from "react";
import { useStudio } from "./use-studio.ts";

/** '{page} · {studio name}' in the browser tab, so every screen is named for tabs and screen readers. */
export function useDocumentTitle(page: string) {
  const studioName = useStudio().data?.name;
  useEffect(() => {
    document.title = studioName ? `${page} · ${studioName}` : page;
  }, [page, studioName]);
}
