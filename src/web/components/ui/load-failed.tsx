import RotateCcw from "lucide-react/icons/rotate-ccw";
import type { ReactNode } from "react";
import { Alert } from "./alert.tsx";
import { Button } from "./button.tsx";

/** What a screen shows when its data did not load: why, and a way to try again. */
export function LoadFailed({
  children,
  onRetry,
  className = "",
}: {
  children: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={`space-y-4 ${className}`}>
      <Alert tone="error">{children}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  );
}
