import { describe, expect, it } from "vitest";
import { checkDeskClassSale, EMPTY_DESK_CLASS_SALE } from "./desk-class-sale-values.ts";

describe("checkDeskClassSale", () => {
  it("asks for the amount received, and a free place goes Complimentary", () => {
    expect(checkDeskClassSale(EMPTY_DESK_CLASS_SALE)).toMatchObject({
      ok: false,
      errors: { paid: expect.stringContaining("Amount received must be an amount in ringgit") },
    });
    expect(checkDeskClassSale({ ...EMPTY_DESK_CLASS_SALE, paid: "0" })).toEqual({
      ok: false,
      errors: { paid: "Enter the amount received in RM; a free place is Complimentary." },
    });
  });

  it("sends the amount in ringgit with the method and the trimmed reference", () => {
    expect(
      checkDeskClassSale({ paid: "40.5", paymentMethod: "QR Pay", reference: " DuitNow 1 " }),
    ).toEqual({
      ok: true,
      data: { paid: "40.50", paymentMethod: "QR Pay", reference: "DuitNow 1" },
    });
  });
});
