import { z } from "zod";
import { isWebAddress } from "./web-address.ts";

/**
 * An http or https address, or a path on the studio's own site ("/portraits/aisyah.svg", as the
 * demo tutors' portraits are): never javascript:, data: or another site's protocol-relative path.
 */
function isPhotoAddress(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return !/\s/.test(value);
  return isWebAddress(value);
}

/** The tutor form (spec §5 Tutor): name and bio required; a photo URL optional (see above). */
export const tutorInputSchema = z.strictObject({
  name: z
    .string({ error: "Tutor name is required" })
    .trim()
    .min(1, "Tutor name is required")
    .max(120, "Please keep the name under 120 characters."),
  bio: z
    .string({ error: "Short bio is required" })
    .trim()
    .min(1, "Short bio is required")
    .max(2000, "Please keep the bio under 2000 characters."),
  photoUrl: z
    .union([
      z.literal("").transform(() => null),
      z
        .string()
        .trim()
        .max(2000, "Please keep the photo URL under 2000 characters.")
        .refine(isPhotoAddress, { error: "Photo URL must be an http or https address" }),
    ])
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type TutorInput = z.infer<typeof tutorInputSchema>;
