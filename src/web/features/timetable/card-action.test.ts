import { describe, expect, it } from "vitest";
import { CLASS_STATUSES } from "../../../shared/availability.ts";
import { cardAction } from "./card-action.ts";

describe("cardAction (issue #22: no offer that will be refused)", () => {
  it("offers Cancel, not Book, on a class the student has booked", () => {
    expect(cardAction({ status: "already_booked", bookingId: "b-1", isPrivate: false })).toEqual({
      kind: "cancel",
      bookingId: "b-1",
    });
  });

  it("offers nothing on a class the studio cancelled", () => {
    expect(cardAction({ status: "cancelled", bookingId: null, isPrivate: false })).toEqual({
      kind: "none",
      note: "Cancelled by the studio",
    });
  });

  it("keeps Book elsewhere: open while the class is, closed-looking when no one can book it", () => {
    expect(cardAction({ status: "available", bookingId: null, isPrivate: false })).toEqual({
      kind: "book",
      look: "open",
    });
    // A visitor's press leads to signing in.
    expect(cardAction({ status: "unavailable", bookingId: null, isPrivate: false })).toEqual({
      kind: "book",
      look: "ask",
    });
    for (const status of CLASS_STATUSES.filter(
      (each) =>
        !["available", "unavailable", "cancelled", "already_booked", "fully_booked"].includes(each),
    )) {
      expect(cardAction({ status, bookingId: null, isPrivate: false })).toEqual({
        kind: "book",
        look: "closed",
      });
    }
  });

  it("offers the waitlist of a full class, and leaving it to one who waits", () => {
    expect(cardAction({ status: "fully_booked", bookingId: null, isPrivate: false })).toEqual({
      kind: "join",
    });
    expect(cardAction({ status: "fully_booked", bookingId: null, isPrivate: false }, 2)).toEqual({
      kind: "leave",
      position: 2,
    });
    // A seat freed for the line shows the class open; the one waiting still holds a place.
    expect(cardAction({ status: "available", bookingId: null, isPrivate: false }, 1)).toEqual({
      kind: "leave",
      position: 1,
    });
  });

  it("keeps Book on a full private class: it has no waitlist", () => {
    expect(cardAction({ status: "fully_booked", bookingId: null, isPrivate: true })).toEqual({
      kind: "book",
      look: "closed",
    });
  });
});
