import { describe, expect, it } from "vitest";
import { formatPhone, phoneHref } from "./phone.ts";

describe("formatPhone", () => {
  it("shows a Malaysian number, stored with or without +60, in international format", () => {
    expect(formatPhone("0123456789")).toBe("+60 12 345 6789");
    expect(formatPhone("+60123456789")).toBe("+60 12 345 6789");
    expect(formatPhone("60123456789")).toBe("+60 12 345 6789");
    expect(formatPhone("0312345678")).toBe("+60 3 1234 5678");
    expect(formatPhone("01112345678")).toBe("+60 11 1234 5678");
  });

  it("shows one format whatever the separators it was typed with", () => {
    expect(formatPhone("012-345 6789")).toBe("+60 12 345 6789");
    expect(formatPhone("(03) 1234-5678")).toBe("+60 3 1234 5678");
  });

  it("keeps another country's number in that country's grouping", () => {
    expect(formatPhone("+6581234567")).toBe("+65 8123 4567");
    expect(formatPhone("+447911123456")).toBe("+44 7911 123456");
  });

  it("shows the stored text for what it cannot read as a phone number", () => {
    expect(formatPhone("12345")).toBe("12345");
    expect(formatPhone("call the desk")).toBe("call the desk");
    expect(formatPhone("")).toBe("");
  });
});

describe("phoneHref", () => {
  it("dials the stored digits, a leading + kept", () => {
    expect(phoneHref("+60123456789")).toBe("tel:+60123456789");
    expect(phoneHref("012-345 6789")).toBe("tel:0123456789");
  });
});
