/**
 * A clock the test moves by hand; the app reads it through `now`. It stands still: changes made
 * at one instant tie, so a test that reads a list's order moves it between the steps.
 */
export function testClock(start: Date) {
  let current = start;
  return {
    now: () => current,
    set(instant: Date) {
      current = instant;
    },
  };
}
