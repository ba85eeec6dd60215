import { TextField, type TextFieldProps } from "./text-field.tsx";

/** A required whole-number input (slots, credits, days): the number keypad on phones, steps of 1. */
export function WholeNumberField(
  props: Omit<TextFieldProps, "type" | "inputMode" | "step" | "required">,
) {
  return <TextField type="number" inputMode="numeric" step={1} required {...props} />;
}
