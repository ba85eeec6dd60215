import { describe, expect, it } from "vitest";
import { checkTutor, EMPTY_TUTOR_FORM, tutorFormValues } from "./tutor-form-values.ts";

describe("the tutor form", () => {
  it("wants a name and a bio", () => {
    expect(checkTutor(EMPTY_TUTOR_FORM)).toEqual({
      ok: false,
      errors: { name: "Tutor name is required", bio: "Short bio is required" },
    });
    expect(checkTutor({ name: "  ", photoUrl: "", bio: " " }).ok).toBe(false);
  });

  it("takes no photo, or an http or https one", () => {
    expect(checkTutor({ name: " Ana ", photoUrl: " ", bio: "Hatha." })).toEqual({
      ok: true,
      data: { name: "Ana", photoUrl: null, bio: "Hatha." },
    });
    expect(
      checkTutor({ name: "Ana", photoUrl: "https://photos.example/ana.jpg", bio: "Hatha." }),
    ).toEqual({
      ok: true,
      data: { name: "Ana", photoUrl: "https://photos.example/ana.jpg", bio: "Hatha." },
    });
    for (const photoUrl of ["javascript:alert(1)", "ftp://photos.example/ana.jpg", "ana.jpg"]) {
      expect(checkTutor({ name: "Ana", photoUrl, bio: "Hatha." })).toEqual({
        ok: false,
        errors: { photoUrl: "Photo URL must be an http or https address" },
      });
    }
  });

  it("fills in a tutor to edit, with no photo as an empty field", () => {
    expect(tutorFormValues({ id: "t1", name: "Ana", photoUrl: null, bio: "Hatha." })).toEqual({
      name: "Ana",
      photoUrl: "",
      bio: "Hatha.",
    });
  });
});
