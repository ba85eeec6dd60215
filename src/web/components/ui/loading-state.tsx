import LoaderCircle from "lucide-react/icons/loader-circle";

export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-ink-muted">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-sage-600" />
      <span>{label}</span>
    </div>
  );
}
