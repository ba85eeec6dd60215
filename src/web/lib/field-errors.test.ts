import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstProblemOfEachField } from "./field-errors.ts";

const schema = z.object({
  name: z.string().min(1, "Name is required.").max(3, "Name is too long."),
  packId: z.string().min(1, "Choose a pack."),
});

describe("firstProblemOfEachField", () => {
  it("keeps the first message of each field", () => {
    const parsed = schema.safeParse({ name: "", packId: "" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(firstProblemOfEachField(parsed.error)).toEqual({
      name: "Name is required.",
      packId: "Choose a pack.",
    });
  });

  it("files a problem under the form's own name for the field", () => {
    const parsed = schema.safeParse({ name: "Ann", packId: "" });
    if (parsed.success) throw new Error("expected a refusal");
    expect(
      firstProblemOfEachField(parsed.error, (field) => (field === "packId" ? "product" : field)),
    ).toEqual({ product: "Choose a pack." });
  });
});
