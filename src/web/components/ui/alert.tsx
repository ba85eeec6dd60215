import CircleCheck from "lucide-react/icons/circle-check";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import Info from "lucide-react/icons/info";
import type { ReactNode } from "react";

type Tone = "error" | "success" | "info";

const tones: Record<Tone, { classes: string; Icon: typeof Info }> = {
  error: { classes: "border-clay-300 bg-clay-100 text-clay-700", Icon: CircleAlert },
  success: { classes: "border-sage-200 bg-sage-50 text-sage-800", Icon: CircleCheck },
  info: { classes: "border-sand-300 bg-sand-100 text-ink", Icon: Info },
};

/** Errors interrupt screen readers (role=alert); other notices are announced politely. */
export function Alert({ tone, children }: { tone: Tone; children: ReactNode }) {
  const { classes, Icon } = tones[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start gap-2.5 rounded-xl border px-4 py-3 text-sm ${classes}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
