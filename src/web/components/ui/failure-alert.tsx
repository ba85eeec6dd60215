import { Alert } from "./alert.tsx";

/** A failed action: the screen's words for it (spec §8), and the server's reason when it gave one. */
export function FailureAlert({ text, reason }: { text: string; reason: string | null }) {
  return (
    <Alert tone="error">
      <p className="font-medium">{text}</p>
      {reason && reason !== text && <p>{reason}</p>}
    </Alert>
  );
}
