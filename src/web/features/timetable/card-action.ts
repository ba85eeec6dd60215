import type { StudioClass } from "../../../shared/classes.ts";

/**
 * What a class card offers the person looking (issue #22): the one place that decides it, from
 * the class and the viewer's own state in it, so a new state (a waitlist place) is one case more.
 * - `book`: Book, pressed to check and confirm: `open` while the class is open to them,
 *   `closed` when no one can book it now (booking closed or not yet open, a class attended, a
 *   full private class), where it looks so and a press only says why; `ask` otherwise (a
 *   visitor: the press leads to signing in).
 * - `cancel`: they hold a booking: "Booked", with Cancel.
 * - `none`: nothing to press, and why.
 */
export type CardAction =
  | { kind: "book"; look: "open" | "ask" | "closed" }
  | { kind: "cancel"; bookingId: string }
  | { kind: "join" }
  | { kind: "leave"; position: number }
  | { kind: "none"; note: string };

/**
 * - `join`: a full class that is not private has a waitlist to join (issue #22);
 * - `leave`: the viewer waits in its line, at `position`.
 */
export function cardAction(
  item: Pick<StudioClass, "status" | "bookingId" | "isPrivate">,
  /** The viewer's place in the class's line, if they wait in it. */
  waiting?: number,
): CardAction {
  if (item.status === "cancelled") return { kind: "none", note: "Cancelled by the studio" };
  if (item.status === "already_booked" && item.bookingId) {
    return { kind: "cancel", bookingId: item.bookingId };
  }
  if (waiting !== undefined) return { kind: "leave", position: waiting };
  if (item.status === "fully_booked" && !item.isPrivate) return { kind: "join" };
  // Any other state keeps Book: pressing it says why it cannot be booked (spec §5).
  if (item.status === "available") return { kind: "book", look: "open" };
  return { kind: "book", look: item.status === "unavailable" ? "ask" : "closed" };
}
