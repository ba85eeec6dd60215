/** A clock the test moves by hand; the app reads it through `now`. */
export function testClock(start: Date) {
  let current = start;
  return {
    now: () => current,
    set(instant: Date) {
      current = instant;
    },
  };
}
