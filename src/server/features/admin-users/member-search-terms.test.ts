import { describe, expect, it } from "vitest";
import { memberSearchTerms } from "./member-search-terms.ts";

describe("memberSearchTerms", () => {
  it("looks for each word typed, as typed: folding is the database's", () => {
    expect(memberSearchTerms("Aïna   Hassan").words).toEqual(["Aïna", "Hassan"]);
    expect(memberSearchTerms("aina.h@example.com").words).toEqual(["aina.h@example.com"]);
  });

  it("reads a phone number, however typed, as its digits", () => {
    expect(memberSearchTerms("+60 12-345 6789").words).toEqual(["60123456789"]);
    expect(memberSearchTerms("(012) 345").words).toEqual(["012345"]);
    expect(memberSearchTerms("0123").words).toEqual(["0123"]);
  });

  it("reads a word that is a phone number as its digits beside the other words", () => {
    expect(memberSearchTerms("aina 012-345").words).toEqual(["aina", "012345"]);
    expect(memberSearchTerms("aina -").words).toEqual(["aina", "-"]);
  });

  it("keeps what the exact lookups compare: the e-mail in lower case, the phone without spaces", () => {
    expect(memberSearchTerms("Aina.H@Example.com")).toMatchObject({
      email: "aina.h@example.com",
    });
    expect(memberSearchTerms("+60 12-345 6789")).toMatchObject({ phone: "+60123456789" });
  });

  it("gives no e-mail or phone to compare exactly when what was typed cannot be one", () => {
    expect(memberSearchTerms("Aina Hassan")).toMatchObject({ email: null, phone: null });
    expect(memberSearchTerms("aina 012-345")).toMatchObject({ email: null, phone: null });
    expect(memberSearchTerms("Aina.H@Example.com")).toMatchObject({ phone: null });
    expect(memberSearchTerms("+60 12-345 6789")).toMatchObject({ email: null });
  });

  it("keeps LIKE's wildcards as plain text for the query to escape", () => {
    expect(memberSearchTerms("50%_off\\").words).toEqual(["50%_off\\"]);
  });
});
