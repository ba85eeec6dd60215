import { describe, expect, it } from "vitest";
import { tutorInputSchema } from "./tutors.ts";

const photo = (photoUrl: string) =>
  tutorInputSchema.safeParse({ name: "Aisyah", bio: "Yin.", photoUrl });

describe("a tutor's photo URL", () => {
  it.each(["https://example.com/a.jpg", "http://example.com/a.png", "/portraits/aisyah.svg"])(
    "accepts %s",
    (url) => {
      expect(photo(url)).toMatchObject({ success: true, data: { photoUrl: url } });
    },
  );

  it("stores an empty one as none", () => {
    expect(photo("")).toMatchObject({ success: true, data: { photoUrl: null } });
  });

  it.each([
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "//other.example/a.png",
    "/\\other.example",
    "not a url",
    "ftp://example.com/a.png",
  ])("refuses %s", (url) => {
    const result = photo(url);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Photo URL must be an http or https address");
  });
});
