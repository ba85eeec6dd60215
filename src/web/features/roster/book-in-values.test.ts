import { describe, expect, it } from "vitest";
import { type BookInValues, checkBookIn, EMPTY_BOOK_IN } from "./book-in-values.ts";

const payNow = (sale: Partial<BookInValues["sale"]>): BookInValues => ({
  ...EMPTY_BOOK_IN,
  payment: "pay_now",
  sale: { ...EMPTY_BOOK_IN.sale, ...sale },
});

describe("checkBookIn", () => {
  it("books with their credits, no reason asked", () => {
    expect(checkBookIn("u1", EMPTY_BOOK_IN)).toEqual({
      ok: true,
      data: { userId: "u1", payment: "credits", reason: undefined, sale: undefined },
    });
  });

  it("asks Pay now for the amount received, and a free place goes Complimentary", () => {
    expect(checkBookIn("u1", payNow({}))).toMatchObject({
      ok: false,
      errors: { paid: expect.stringContaining("Amount received must be an amount in ringgit") },
    });
    expect(checkBookIn("u1", payNow({ paid: "0" }))).toEqual({
      ok: false,
      errors: { paid: "Enter the amount received in RM; a free place is Complimentary." },
    });
  });

  it("sends Pay now as credits bought first, in ringgit, with the trimmed reference", () => {
    expect(
      checkBookIn(
        "u1",
        payNow({ paid: "40.5", paymentMethod: "QR Pay", reference: " DuitNow 1 " }),
      ),
    ).toEqual({
      ok: true,
      data: {
        userId: "u1",
        payment: "credits",
        reason: undefined,
        sale: { paid: "40.50", paymentMethod: "QR Pay", reference: "DuitNow 1" },
      },
    });
  });

  it("asks a complimentary place for its reason, and checks a reason given elsewhere", () => {
    const free = { ...EMPTY_BOOK_IN, payment: "complimentary" as const };
    expect(checkBookIn("u1", { ...free, reason: "  " })).toEqual({
      ok: false,
      errors: { reason: "Please give a reason." },
    });
    expect(checkBookIn("u1", { ...free, reason: " Teacher's guest " })).toMatchObject({
      ok: true,
      data: { payment: "complimentary", reason: "Teacher's guest" },
    });
    expect(checkBookIn("u1", { ...EMPTY_BOOK_IN, reason: "x".repeat(501) })).toEqual({
      ok: false,
      errors: { reason: "The reason must be at most 500 characters." },
    });
  });
});
