import { useState } from "react";
import { studioReasonSchema } from "../../../shared/courses.ts";

/**
 * The reason the studio gives a student for a change to their booking, checked by the server's
 * own rule before it is sent; its message goes as soon as the reason is put right.
 */
export function useStudioReason() {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  return {
    /** The props of its TextAreaField. */
    field: {
      value,
      error,
      maxLength: 500,
      onChange: (event: { target: { value: string } }) => {
        setValue(event.target.value);
        if (error && studioReasonSchema.safeParse(event.target.value).success) setError(undefined);
      },
    },
    /** The reason to send, trimmed; undefined, with its message shown, when there is none. */
    check(): string | undefined {
      const checked = studioReasonSchema.safeParse(value);
      setError(checked.success ? undefined : checked.error.issues[0]?.message);
      return checked.success ? checked.data : undefined;
    },
    reset() {
      setValue("");
      setError(undefined);
    },
  };
}
