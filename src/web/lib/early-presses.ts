/**
 * Buttons pressed on the server's drawing before the app has taken it over. The drawing is on
 * screen before the scripts arrive (main.tsx), and its buttons look ready: a press there would
 * otherwise be lost, the visitor left wondering why the menu did not open. Links need nothing:
 * the browser follows them on its own.
 */
export interface EarlyPresses {
  /** Stops remembering and gives the buttons pressed so far, oldest first. */
  take(): HTMLButtonElement[];
}

/** A visitor tapping quickly more than this is not waiting on any one press. */
const MOST_REMEMBERED = 5;

export function rememberEarlyPresses(target: Document): EarlyPresses {
  const pressed: HTMLButtonElement[] = [];
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button && !button.disabled && pressed.length < MOST_REMEMBERED) pressed.push(button);
  };
  target.addEventListener("click", remember, true);
  return {
    take() {
      target.removeEventListener("click", remember, true);
      return pressed.splice(0);
    },
  };
}

/**
 * Presses again, once the app listens, the buttons pressed before it did. React hydrates the
 * page at once for a press that lands on a part it has not taken over yet, so the press reaches
 * the button's own handler. Each press is its own task, as a person's are, so the page has drawn
 * what one press did before the next lands.
 */
export function replayEarlyPresses(buttons: readonly HTMLButtonElement[]): void {
  const [button, ...later] = buttons;
  if (!button) return;
  if (button.isConnected && !button.disabled) button.click();
  setTimeout(() => replayEarlyPresses(later), 0);
}
